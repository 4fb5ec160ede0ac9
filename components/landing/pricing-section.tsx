'use client';

// Replaced by the billing work: plan cards + "How Credits Work" table from /v1/pricing/config.
export function PricingSection() {
  return <section id="pricing" className="scroll-mt-20" />;
}
