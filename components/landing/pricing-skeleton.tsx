/** The pricing cards' place while their code and the config load: same height, no layout shift. */
export function PricingSkeleton() {
  return (
    <div aria-busy="true" data-testid="pricing-loading">
      <div className="grid gap-6 pt-3 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="h-[25rem] animate-pulse rounded-3xl bg-muted" />
        ))}
      </div>
      <div className="mx-auto mt-16 h-80 max-w-3xl animate-pulse rounded-3xl bg-muted" />
    </div>
  );
}
