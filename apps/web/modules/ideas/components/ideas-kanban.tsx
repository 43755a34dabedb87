'use client';
// The board as columns, one per stage, each with its count and its own "Load more". Moderators move an idea by
// dragging its handle to another column, with the keyboard (focus the handle, Space to pick it up, ← → to go
// from column to column, Space to drop, Escape to cancel; each step announced), or with the card's "Move to…"
// menu. Until the server's answer arrives the card shows in its new column. On a phone the columns scroll
// sideways, each 85% of the screen wide, so the next one peeks in.
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { IDEA_STAGE_LABELS, IDEA_STAGES, type IdeaStage, PAGE_SIZE } from '@innov/contracts';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { LoadMoreButton } from '../../data/components/load-more-button.tsx';
import { RetryAlert } from '../../data/components/retry-alert.tsx';
import { toErrorMessage } from '../../data/lib/error-message.ts';
import { type IdeaCard, IdeaList } from '../lib/board-api.ts';
import { boardVariables, type TBoardQuery } from '../lib/board-query.ts';
import { IdeaKanbanCard } from './idea-card.tsx';
import { StageDot } from './idea-parts.tsx';

const COLUMN_PREFIX = 'stage:';
/** How long a confirmed move is shown where it was dropped if its new column never loads it. */
const SETTLE_LIMIT_MS = 15_000;
const columnId = (stage: IdeaStage) => `${COLUMN_PREFIX}${stage}`;
const stageOfColumn = (id: unknown): IdeaStage | null => {
  const stage = String(id ?? '').slice(COLUMN_PREFIX.length);
  return (IDEA_STAGES as readonly string[]).includes(stage) ? (stage as IdeaStage) : null;
};

/** ← and → move a picked-up card to the centre top of the previous or next column. */
const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context, currentCoordinates }) => {
  const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
  if (!step) return undefined;
  event.preventDefault();
  const { droppableRects, collisionRect, over, active } = context;
  const from = stageOfColumn(over?.id) ?? (active?.data.current?.stage as IdeaStage | undefined) ?? null;
  if (!from || !collisionRect) return currentCoordinates;
  const target = IDEA_STAGES[IDEA_STAGES.indexOf(from) + step];
  const rect = target ? droppableRects.get(columnId(target)) : undefined;
  if (!rect) return currentCoordinates;
  // Same height: a purely sideways step lets the sensor scroll the board under the card when the next column is
  // out of view (the card then sits over it) instead of moving the card out of the board.
  return { x: rect.left + Math.max(0, (rect.width - collisionRect.width) / 2), y: currentCoordinates.y };
};

/** The pointer's column when there is one, else the column the card overlaps most (keyboard moves). */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  return within.length > 0 ? within : rectIntersection(args);
};

function DraggableCard({
  idea,
  onMove,
  hideCampaign,
}: {
  idea: IdeaCard;
  onMove(stage: IdeaStage): void;
  hideCampaign: boolean;
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: idea.id,
    data: { stage: idea.stage, title: idea.title, idea },
  });
  return (
    <IdeaKanbanCard
      idea={idea}
      cardRef={setNodeRef}
      dragging={isDragging}
      handle={{ ...attributes, ...listeners }}
      onMove={onMove}
      hideCampaign={hideCampaign}
    />
  );
}

function Column({
  stage,
  query,
  moderator,
  moved,
  onMove,
  onSettled,
  campaignId,
}: {
  stage: IdeaStage;
  query: TBoardQuery;
  moderator: boolean;
  campaignId: string | null;
  /** Ideas moved here or away and not yet confirmed: id → their new stage. */
  moved: Record<string, { stage: IdeaStage; idea: IdeaCard }>;
  onMove(idea: IdeaCard, stage: IdeaStage): void;
  /** Called with an idea moved here once this column's data has it. */
  onSettled(id: string, stage: IdeaStage): void;
}) {
  const pages = IdeaList.usePages({ variables: boardVariables(query, PAGE_SIZE, stage, campaignId) });
  const { setNodeRef, isOver } = useDroppable({ id: columnId(stage), disabled: !moderator });
  const loaded = (pages.data?.pages ?? []).flatMap((p) => p?.items ?? []);
  const arriving = Object.values(moved)
    .filter((m) => m.stage === stage && !loaded.some((i) => i.id === m.idea.id))
    .map((m) => ({ ...m.idea, stage }));
  const staying = loaded.filter((i) => !moved[i.id] || moved[i.id]?.stage === stage);
  // The server's answer has caught up with a move to this column: the card no longer needs holding here.
  const settled = loaded.filter((i) => moved[i.id]?.stage === stage && i.stage === stage).map((i) => i.id);
  const settledKey = settled.join(',');
  useEffect(() => {
    for (const id of settledKey ? settledKey.split(',') : []) onSettled(id, stage);
  }, [settledKey, onSettled, stage]);
  const ideas = [...arriving, ...staying];
  const total = (pages.data?.pages[0]?.total ?? 0) + arriving.length - (loaded.length - staying.length);
  const headingId = `kanban-${stage}`;

  return (
    <Paper
      ref={setNodeRef}
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-testid="kanban-column"
      data-stage={stage}
      sx={{
        flex: { xs: '0 0 85%', sm: '0 0 300px' },
        scrollSnapAlign: 'start',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: isOver ? 'action.hover' : 'background.default',
        borderColor: isOver ? 'primary.main' : 'divider',
        borderWidth: isOver ? 2 : 1,
        minHeight: 240,
        transition: 'background-color 120ms',
      }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 1.75, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <StageDot stage={stage} />
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flex: 1 }}>
          {IDEA_STAGE_LABELS[stage]}
        </Typography>
        <Box
          component="span"
          data-testid="kanban-count"
          aria-label={`${total} ${total === 1 ? 'idea' : 'ideas'}`}
          sx={{
            px: 1,
            borderRadius: 8,
            bgcolor: 'action.selected',
            fontSize: 13,
            fontWeight: 700,
            minWidth: 26,
            textAlign: 'center',
          }}
        >
          {pages.isSuccess ? total : '…'}
        </Box>
      </Stack>
      <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 1, gap: 1, flex: 1 }} aria-labelledby={headingId}>
        {pages.isLoading ? (
          <li>
            <Skeleton variant="rounded" height={96} />
          </li>
        ) : pages.isError && ideas.length === 0 ? (
          <li>
            <RetryAlert onRetry={() => void pages.refetch()}>{toErrorMessage(pages.error)}</RetryAlert>
          </li>
        ) : ideas.length === 0 ? (
          <li>
            <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', py: 3, px: 1 }}>
              No ideas in {IDEA_STAGE_LABELS[stage].toLowerCase()}
            </Typography>
          </li>
        ) : (
          ideas.map((idea) => (
            <li key={idea.id}>
              {moderator ? (
                <DraggableCard idea={idea} onMove={(to) => onMove(idea, to)} hideCampaign={Boolean(campaignId)} />
              ) : (
                <IdeaKanbanCard idea={idea} hideCampaign={Boolean(campaignId)} />
              )}
            </li>
          ))
        )}
      </Stack>
      {pages.hasNextPage ? (
        <Box sx={{ p: 1, pt: 0 }}>
          <LoadMoreButton pages={pages} size="small" sx={{ width: '100%' }} />
        </Box>
      ) : null}
    </Paper>
  );
}

export function IdeasKanban({
  query,
  moderator,
  move,
  campaignId = null,
}: {
  query: TBoardQuery;
  moderator: boolean;
  /** The board of one campaign (its page). */
  campaignId?: string | null;
  /** Moves ideas on the server; resolves whether it worked. */
  move(ideas: IdeaCard[], stage: IdeaStage): Promise<boolean>;
}) {
  const [moved, setMoved] = useState<Record<string, { stage: IdeaStage; idea: IdeaCard }>>({});
  const [active, setActive] = useState<IdeaCard | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );

  // A confirmed move is forgotten once the refetched columns have it (the next query answer).
  const queryKey = JSON.stringify(query);
  useEffect(() => setMoved({}), [queryKey]);

  const forget = useCallback(
    (id: string, stage: IdeaStage) =>
      setMoved((m) => {
        if (m[id]?.stage !== stage) return m; // gone, or moved again since
        const { [id]: _gone, ...rest } = m;
        return rest;
      }),
    [],
  );

  const doMove = async (idea: IdeaCard, stage: IdeaStage) => {
    if (idea.stage === stage) return;
    setMoved((m) => ({ ...m, [idea.id]: { stage, idea } }));
    const ok = await move([idea], stage);
    // A refused move goes back at once. A confirmed one stays where it was dropped until the column it went to
    // has loaded it (the column calls `forget`); forgetting it on a timer instead put the card back in its old
    // column for as long as a slow refetch took. The timer only bounds a column that never shows it (a filter).
    setTimeout(() => forget(idea.id, stage), ok ? SETTLE_LIMIT_MS : 0);
  };

  const announcements: Announcements = useMemo(
    () => ({
      onDragStart: ({ active: a }) =>
        `Picked up ${String(a.data.current?.title ?? 'the idea')}. Use the left and right arrow keys to move it to another stage, Space to drop it, Escape to cancel.`,
      onDragOver: ({ active: a, over }) => {
        const stage = stageOfColumn(over?.id);
        return stage
          ? `${String(a.data.current?.title ?? 'The idea')} is over ${IDEA_STAGE_LABELS[stage]}.`
          : `${String(a.data.current?.title ?? 'The idea')} is not over a stage.`;
      },
      onDragEnd: ({ active: a, over }) => {
        const stage = stageOfColumn(over?.id);
        return stage && stage !== a.data.current?.stage
          ? `${String(a.data.current?.title ?? 'The idea')} was moved to ${IDEA_STAGE_LABELS[stage]}.`
          : `${String(a.data.current?.title ?? 'The idea')} was dropped where it was.`;
      },
      onDragCancel: ({ active: a }) => `Moving ${String(a.data.current?.title ?? 'the idea')} was cancelled.`,
    }),
    [],
  );

  const ideaOf = (event: DragStartEvent | DragEndEvent): IdeaCard | null =>
    (event.active.data.current?.idea as IdeaCard | undefined) ?? null;

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'To move this idea to another stage, press Space to pick it up, the left and right arrow keys to choose the stage, and Space again to drop it. Escape cancels.',
        },
      }}
      onDragStart={(event) => setActive(ideaOf(event))}
      onDragCancel={() => setActive(null)}
      onDragEnd={(event) => {
        const idea = ideaOf(event);
        setActive(null);
        const stage = stageOfColumn(event.over?.id);
        if (idea && stage) void doMove(idea, stage);
      }}
    >
      <Box
        role="region"
        aria-label="Stages"
        tabIndex={0}
        data-testid="ideas-kanban"
        sx={{
          display: 'flex',
          gap: 1.5,
          overflowX: 'auto',
          position: 'relative',
          pb: 1.5,
          scrollSnapType: { xs: 'x mandatory', sm: 'none' },
          alignItems: 'flex-start',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {IDEA_STAGES.map((stage) => (
          <Column
            key={stage}
            stage={stage}
            query={query}
            moderator={moderator}
            moved={moved}
            onMove={(idea, to) => void doMove(idea, to)}
            onSettled={forget}
            campaignId={campaignId}
          />
        ))}
      </Box>
      <DragOverlay>{active ? <IdeaKanbanCard idea={active} hideCampaign={Boolean(campaignId)} /> : null}</DragOverlay>
    </DndContext>
  );
}
