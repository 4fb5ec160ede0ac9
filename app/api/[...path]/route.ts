import { notFoundRoute } from '@/lib/http/not-found-route';

export const dynamic = 'force-dynamic';

// An unknown /api path is a 404 in the error envelope, for every method (not the HTML not-found page).
export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = notFoundRoute;
