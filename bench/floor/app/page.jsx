export default function FloorPage() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A bare Next.js page: a heading, a paragraph and a link, rendered at build time and hydrated in the browser.</p>
      <a href="/">Home</a>
    </main>
  );
}
