'use client';

import { createAuthClient } from 'better-auth/react';

// Embedded accounts (better-auth). Same origin: cookies carry the session.
export const authClient = createAuthClient();
