/** The model refused the input or output as unsafe: the item fails with UNSAFE_CONTENT, no retries. */
export class UnsafeContentError extends Error {
  override name = 'UnsafeContentError';
}
