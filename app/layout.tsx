import './globals.css';

// The real <html> lives in app/[locale]/layout.tsx (lang and dir per locale).
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return children;
}
