// What a user can spend now: the balance minus credits held by actions in progress (docs/product-rules.md).
export function getAvailableCredits(u: { balance: number; held: number }): number {
  return u.balance - u.held;
}
