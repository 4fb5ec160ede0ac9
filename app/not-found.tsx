import Link from 'next/link';
import en from '@/messages/en.json';

// Only for paths outside the locale routing (the proxy localises everything else).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          display: 'grid',
          placeItems: 'center',
          minHeight: '100vh',
          margin: 0,
        }}
      >
        <main style={{ textAlign: 'center' }}>
          <h1>{en.notFound.title}</h1>
          <p>{en.notFound.description}</p>
          <Link href="/">{en.notFound.home}</Link>
        </main>
      </body>
    </html>
  );
}
