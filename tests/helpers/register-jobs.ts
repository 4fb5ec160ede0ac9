import '@/lib/server/jobs';
import '@/lib/server/wiring';
