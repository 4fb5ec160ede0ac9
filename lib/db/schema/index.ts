export * from './auth';
export * from './billing';
export * from './media';
export * from './stickers';
export * from './users';
export * from './telegram';
export * from './jobs';
export * from './account';
