// The shape of the written pages (company, docs, legal, services): sections of paragraphs, lists and steps,
// rendered by one view so every page reads and behaves the same.
export interface TContentSection {
  id: string;
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  /** Numbered steps with a short title each. */
  steps?: { title: string; text: string }[];
}

export interface TContentPage {
  path: string;
  eyebrow?: string;
  title: string;
  /** The meta description (and the lead when `lead` is not given). */
  description: string;
  lead?: string;
  sections: TContentSection[];
  /** Legal texts show when they last changed. */
  updated?: string;
}
