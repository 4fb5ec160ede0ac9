import { InlineStyles } from '@/components/layout/inline-styles';
import { inlineGroups } from '@/lib/css/inline-groups';

// The real <html> lives in app/[locale]/layout.tsx (lang and dir per locale). Each route group links
// its own stylesheet (app/marketing.css, explore.css, studio.css); the public pages' are written into
// the HTML from here, above every segment that links one (components/layout/inline-styles.tsx).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <InlineStyles groups={inlineGroups()} />
      {children}
    </>
  );
}
