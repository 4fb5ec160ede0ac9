import type { AnalyticsEvent, AnalyticsProps } from './events';

// A tiny PostHog sink over its public capture API (no SDK in the bundle): one POST per event,
// `keepalive` so an event sent just before a navigation (checkout redirect) still leaves.
export type AnalyticsSink = {
  capture(event: AnalyticsEvent | '$identify', distinctId: string, props: AnalyticsProps): void;
};

export const DEFAULT_POSTHOG_HOST = 'https://us.i.posthog.com';

export function posthogSink(
  apiKey: string,
  host = DEFAULT_POSTHOG_HOST,
  fetchImpl: typeof fetch = (...a) => fetch(...a),
): AnalyticsSink {
  const url = `${host.replace(/\/+$/, '')}/capture/`;
  return {
    capture(event, distinctId, props) {
      const body = JSON.stringify({
        api_key: apiKey,
        event,
        distinct_id: distinctId,
        properties: { ...props, $current_url: globalThis.location?.href, $lib: 'stickerfy-web' },
        timestamp: new Date().toISOString(),
      });
      // Analytics must never break the page: failures are dropped.
      void fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'omit',
      }).catch(() => {});
    },
  };
}
