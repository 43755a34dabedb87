// The create page's rules apart from React: the title, summary, category and tags in contracts' limits (the
// same the server applies), what an existing idea starts the page with, and the autosave's status in words.
// Pure.
import { type FormAnswers, IDEA_LIMITS, UNTITLED_IDEA } from '@innov/contracts';
import { parseContent } from '../../form-builder/lib/answers.ts';
import type { DraftDetails, TIdeaText } from './draft-api.ts';

/** Tags as the server keeps them: trimmed, lower-cased, 1..tag characters, no repeats, at most `tags`. */
export function normaliseTags(tags: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().toLowerCase().slice(0, IDEA_LIMITS.tag);
    if (tag && !out.includes(tag)) out.push(tag);
  }
  return out.slice(0, IDEA_LIMITS.tags);
}

/** Problems of the idea's own texts on submit (a draft saves without a title: UNTITLED_IDEA stands in). */
export function textProblems(
  text: TIdeaText,
  opts: { draft?: boolean } = {},
): Partial<Record<keyof TIdeaText, string>> {
  const problems: Partial<Record<keyof TIdeaText, string>> = {};
  const title = text.title.trim();
  if (!title && !opts.draft) problems.title = 'Give your idea a title.';
  if (title.length > IDEA_LIMITS.title) problems.title = `At most ${IDEA_LIMITS.title} characters.`;
  if (text.summary.trim().length > IDEA_LIMITS.summary) problems.summary = `At most ${IDEA_LIMITS.summary} characters.`;
  if (text.category.trim().length > IDEA_LIMITS.category)
    problems.category = `At most ${IDEA_LIMITS.category} characters.`;
  if (text.tags.length > IDEA_LIMITS.tags) problems.tags = `At most ${IDEA_LIMITS.tags} tags.`;
  return problems;
}

/** What the page starts with for an idea already saved (the stand-in title shows as an empty field). */
export function startValues(details: DraftDetails | null): TIdeaText & { content: FormAnswers } {
  if (!details) return { title: '', summary: '', category: '', tags: [], content: {} };
  const { idea } = details;
  return {
    title: idea.title === UNTITLED_IDEA ? '' : idea.title,
    summary: idea.summary ?? '',
    category: idea.category ?? '',
    tags: idea.tags,
    content: parseContent(details.content),
  };
}

export type TSaveStatus =
  | { kind: 'new' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'error'; message: string };

/** "12:04" in the viewer's time zone, 24-hour. */
export function clockTime(at: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone }).format(at);
}

/** The draft's status in words, as the page shows it beside the submit button. */
export function saveStatusText(status: TSaveStatus, timeZone?: string): string {
  switch (status.kind) {
    case 'new':
      return 'Your draft is saved as you type.';
    case 'pending':
      return 'Unsaved changes';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Saved at ${clockTime(status.at, timeZone)}`;
    case 'error':
      return `Not saved: ${status.message}`;
  }
}
