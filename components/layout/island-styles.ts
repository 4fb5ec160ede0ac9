import '@/app/islands.css';

// Imported lazily (components/layout/inline-styles.tsx after the first paint, and the loaders of
// islands that show without a click), so its stylesheet arrives as a chunk of its own.
export const ISLAND_STYLES = true;
