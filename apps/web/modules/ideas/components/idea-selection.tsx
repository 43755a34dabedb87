'use client';
// Choosing several ideas of a list to act on them together (the ideas board's "Move to…", the shortlist's "Add to
// shortlist"): useIdeaSelection keeps the chosen ids (emptied when the list's filters change, `resetKey`), and
// SelectionControls is the bar's "Select all", then "n ideas selected" with the caller's actions and "Clear
// selection" (or `idle`, the list's count, while nothing is chosen).
//
// Usage:
//   const selection = useIdeaSelection(ideas, filterKey);
//   <SelectionControls selection={selection} canSelectAll={moderator} idle={<Count />}>{actions}</SelectionControls>
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { plural } from './idea-parts.tsx';

export interface TIdeaSelection<T extends { id: string }> {
  selected: ReadonlySet<string>;
  /** The ideas of the list that are chosen, in its order. */
  chosen: T[];
  allSelected: boolean;
  /** One idea on or off. */
  toggle(id: string, on: boolean): void;
  /** Every idea of the list on, or none. */
  selectAll(on: boolean): void;
  clear(): void;
  /** Whether the list has ideas to choose from. */
  any: boolean;
}

export function useIdeaSelection<T extends { id: string }>(items: T[], resetKey: string): TIdeaSelection<T> {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // New filters, a new list: the choice starts again.
  useEffect(() => setSelected(new Set()), [resetKey]);
  const chosen = items.filter((i) => selected.has(i.id));
  return {
    selected,
    chosen,
    allSelected: items.length > 0 && chosen.length === items.length,
    any: items.length > 0,
    toggle: (id, on) =>
      setSelected((s) => {
        const next = new Set(s);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    selectAll: (on) => setSelected(on ? new Set(items.map((i) => i.id)) : new Set()),
    clear: () => setSelected(new Set()),
  };
}

export function SelectionControls<T extends { id: string }>({
  selection,
  canSelectAll,
  idle,
  children,
}: {
  selection: TIdeaSelection<T>;
  /** Whether "Select all" is offered (the ideas are the caller's to act on, and there are some). */
  canSelectAll: boolean;
  /** Shown while nothing is chosen. */
  idle: ReactNode;
  /** The actions on the chosen ideas. */
  children: ReactNode;
}) {
  return (
    <>
      {canSelectAll && selection.any ? (
        <FormControlLabel
          sx={{ mr: 0 }}
          control={
            <Checkbox
              size="small"
              checked={selection.allSelected}
              onChange={(event) => selection.selectAll(event.target.checked)}
            />
          }
          label="Select all"
        />
      ) : null}
      {selection.chosen.length > 0 ? (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {plural(selection.chosen.length, 'idea')} selected
          </Typography>
          {children}
          <Button size="small" onClick={selection.clear}>
            Clear selection
          </Button>
        </>
      ) : (
        idle
      )}
    </>
  );
}
