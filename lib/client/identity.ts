// Which identity the browser uses: Clerk when its publishable key was set at build time, else embedded accounts.
export const usesClerk = !!process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY;
