// The sections of each legal document, in order (texts in messages legal.<doc>.sections.<id>).
export const LEGAL_SECTIONS = {
  terms: [
    'service',
    'accounts',
    'content',
    'credits',
    'refunds',
    'closing',
    'regions',
    'providers',
    'disputes',
    'changes',
  ],
  privacy: ['data', 'photos', 'use', 'providers', 'rights', 'deletion', 'export', 'retention'],
  coppa: ['children', 'parents'],
} as const;
