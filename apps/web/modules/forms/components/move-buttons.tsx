'use client';
// "Move up" and "Move down" for one row of an ordered list a form edits (a scorecard's criteria, a campaign's
// phases, a form's fields): small icon buttons with a tooltip, each named after the row ("Move <name> up") and
// disabled where the row cannot go that way (the span keeps the tooltip on a disabled button).
//
// Usage: <MoveButtons name={`phase ${n}`} upDisabled={index === 0} downDisabled={index === last} onMove={(step) => move(index, index + step)} />
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';

export function MoveButtons({
  name,
  upDisabled,
  downDisabled,
  onMove,
}: {
  /** The row as its buttons name it: "Move {name} up". */
  name: string;
  upDisabled: boolean;
  downDisabled: boolean;
  /** -1: one place up; 1: one place down. */
  onMove(step: -1 | 1): void;
}) {
  return (
    <>
      <Tooltip title="Move up">
        <span>
          <IconButton size="small" aria-label={`Move ${name} up`} disabled={upDisabled} onClick={() => onMove(-1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Move down">
        <span>
          <IconButton size="small" aria-label={`Move ${name} down`} disabled={downDisabled} onClick={() => onMove(1)}>
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
    </>
  );
}
