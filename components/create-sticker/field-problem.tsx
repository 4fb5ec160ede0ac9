import { CircleAlertIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DraftField } from '@/lib/client/sticker-form-check';

/** The id a field's aria-describedby names for its problem text. */
export const fieldProblemId = (field: DraftField) => `${field}-problem`;

/**
 * A field's problem under it. Not an alert of its own: the summary at the create button is the one
 * alert (draft-problems.tsx); each field names its text through aria-describedby.
 */
export function FieldProblem({ field, children }: { field: DraftField; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p
      id={fieldProblemId(field)}
      className="flex items-start gap-1.5 text-sm font-medium text-red-700"
      data-testid="field-problem"
      data-field={field}
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
