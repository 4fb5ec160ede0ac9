import { getMessages } from 'next-intl/server';
import { pickNamespaces, ROUTE_NAMESPACES, type RouteScope } from '@/lib/i18n/client-messages';
import { MessagesScope } from './messages-scope';

/** Adds a route group's namespaces (lib/i18n/client-messages.ts) to the shell's for the client components below. */
export async function ScopedMessages({ scope, children }: { scope: RouteScope; children: React.ReactNode }) {
  const messages = pickNamespaces(await getMessages(), ROUTE_NAMESPACES[scope]);
  return <MessagesScope messages={messages}>{children}</MessagesScope>;
}
