'use client';
// The signed-in visitor for the public header, read from the cookies once the page has hydrated: the server's HTML
// is the same for everyone (public pages are static), so it and the first render show the signed-out header.
import { useEffect, useState } from 'react';
import { signedInVisitor, type TSignedInVisitor } from './signed-in-visitor.ts';

export function useSignedInVisitor(): TSignedInVisitor | null {
  const [visitor, setVisitor] = useState<TSignedInVisitor | null>(null);
  useEffect(() => {
    const read = () => setVisitor(signedInVisitor(document.cookie));
    read();
    // A page restored from the back-forward cache may have been left before a sign-in or sign-out.
    window.addEventListener('pageshow', read);
    return () => window.removeEventListener('pageshow', read);
  }, []);
  return visitor;
}
