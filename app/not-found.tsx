import en from '@/messages/en.json';

// Only for paths outside the locale routing (the proxy localises everything else). A plain link:
// next/link here would add its chunk to every page's first load.
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
          <a href="/">{en.notFound.home}</a>
        </main>
      </body>
    </html>
  );
}
