import '../../marketing.css';

// The landing and legal pages' stylesheet (app/marketing.css), written into their HTML by
// components/layout/inline-styles.tsx.
export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return children;
}
