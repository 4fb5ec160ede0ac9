import '@/lib/server/jobs';
