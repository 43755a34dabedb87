// Structured data for search engines, as a JSON-LD script. `<` is escaped so no value can close the script.
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    // Safe: JSON with `<` escaped cannot leave the script element.
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
  );
}
