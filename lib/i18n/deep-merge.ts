type Json = { [k: string]: unknown };

export function deepMerge<T extends Json>(base: T, over: Json): T {
  const out: Json = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] =
      v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object'
        ? deepMerge(b as Json, v as Json)
        : v;
  }
  return out as T;
}
