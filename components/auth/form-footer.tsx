import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

/** The form-level error (e.g. wrong password) and the submit button shared by the auth forms. */
export function AuthFormFooter({ error, busy, label }: { error?: string; busy: boolean; label: string }) {
  return (
    <>
      {error && (
        <p role="alert" className="rounded-xl bg-destructive/10 px-3 py-2 text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" variant="gradient" size="lg" disabled={busy}>
        {busy && <Spinner />} {label}
      </Button>
    </>
  );
}
