import { useEffect, useId, useState } from 'preact/hooks';
import { control, publicApi } from '../api.ts';
import { defaultWorkspace, LoadError, Message, Section, WorkspacePicker } from '../components.tsx';
import { useAction, useLoad } from '../hooks.ts';
import { useStore, workspaceOwner } from '../store.ts';

interface Card {
  id: string;
  contactId: string | null;
  source: string | null;
  createdAt: string | null;
  applicationStatus: string | null;
}
interface Stage {
  id: string;
  name: string;
  color: string;
  itemCount: number;
  items: Card[];
}
interface Board {
  workspaceId: string;
  board: { id: string; name: string | null; itemCount: number; stages: Stage[]; hasMore: boolean };
  contactNames: Record<string, string | null>;
}

export function PipelinesPanel() {
  const [workspaceId, setWorkspaceId] = useState(defaultWorkspace);
  const [listId, setListId] = useState('');
  const pickerId = useId();
  const pipelines = useLoad(
    () =>
      control<{ items: { id: string; name: string | null; itemCount: number }[] }>(
        'GET',
        `/_emulator/crm/pipelines?workspaceId=${workspaceId}`,
      ),
    [workspaceId],
  );
  // The first pipeline with cards opens by default.
  useEffect(() => {
    const items = pipelines.data?.items ?? [];
    if (!items.some((p) => p.id === listId))
      setListId((items.find((p) => p.itemCount > 0) ?? items[0])?.id ?? '');
  }, [pipelines.data]);
  return (
    <>
      <p class="lead">
        Pipelines as boards. Drag a card to another stage, or use its “Move to” control: the move goes through
        the public API (PATCH /public/lists/&#123;id&#125;/items/&#123;itemId&#125;) with a key of the
        workspace's organization, and the board is read again from the emulator.
      </p>
      <div class="toolbar">
        <WorkspacePicker value={workspaceId} onChange={setWorkspaceId} />
        <div class="field inline">
          <label for={pickerId}>Pipeline</label>
          <select id={pickerId} value={listId} onChange={(e) => setListId(e.currentTarget.value)}>
            {(pipelines.data?.items ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name ?? '(no name)'} ({p.itemCount} cards)
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadError error={pipelines.error} />
      {listId ? <BoardView listId={listId} /> : <p class="hint">This workspace has no pipeline.</p>}
    </>
  );
}

function BoardView(props: { listId: string }) {
  const { data, error, refresh } = useLoad(
    () => control<Board>('GET', `/_emulator/crm/pipelines/${props.listId}?pageSize=50`),
    [props.listId],
    5000,
  );
  const orgs = useStore((s) => s.orgs);
  const action = useAction();
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  if (!data) return <LoadError error={error} />;
  const owner = workspaceOwner(orgs, data.workspaceId);
  const nameOf = (card: Card) =>
    card.contactId ? (data.contactNames[card.contactId] ?? 'a contact') : 'a platform user';
  const stageName = (id: string) => data.board.stages.find((s) => s.id === id)?.name ?? id;

  const move = (card: Card, stageId: string) =>
    action.run(async () => {
      if (!owner) throw new Error('The workspace of this pipeline is unknown: reload the page.');
      await publicApi(owner.org.id, 'PATCH', `/api/v3.0/crm/public/lists/${data.board.id}/items/${card.id}`, {
        query: { workspaceId: data.workspaceId },
        body: { stageId },
      });
      await refresh();
      return `Moved ${nameOf(card)} to ${stageName(stageId)} (PATCH …/items/${card.id}, 200).`;
    });

  return (
    <Section title={data.board.name ?? '(no name)'}>
      <Message outcome={action.outcome} />
      <div class="board">
        {data.board.stages.map((stage) => (
          <section
            key={stage.id}
            class={`column${dropTarget === stage.id ? ' drop' : ''}`}
            aria-label={`Stage ${stage.name}`}
            data-stage-id={stage.id}
            onDragOver={(e) => {
              e.preventDefault();
              setDropTarget(stage.id);
            }}
            onDragLeave={() => setDropTarget(null)}
            onDrop={(e) => {
              e.preventDefault();
              setDropTarget(null);
              const cardId = e.dataTransfer?.getData('text/plain');
              const card = data.board.stages.flatMap((s) => s.items).find((c) => c.id === cardId);
              if (card && !stage.items.some((c) => c.id === card.id)) void move(card, stage.id);
            }}
          >
            <h3>
              <span class="swatch" style={{ background: stage.color }} aria-hidden="true" /> {stage.name}{' '}
              <span class="count">({stage.itemCount})</span>
            </h3>
            <ul class="cards">
              {stage.items.map((card) => (
                <CardView
                  key={card.id}
                  card={card}
                  name={nameOf(card)}
                  stageId={stage.id}
                  stages={data.board.stages}
                  busy={action.busy}
                  onMove={(to) => move(card, to)}
                />
              ))}
            </ul>
            {stage.itemCount > stage.items.length ? (
              <p class="hint">and {stage.itemCount - stage.items.length} more</p>
            ) : null}
          </section>
        ))}
      </div>
    </Section>
  );
}

function CardView(props: {
  card: Card;
  name: string;
  stageId: string;
  stages: Stage[];
  busy: boolean;
  onMove: (stageId: string) => void;
}) {
  const { card, name } = props;
  const others = props.stages.filter((s) => s.id !== props.stageId);
  const [target, setTarget] = useState(others[0]?.id ?? '');
  const id = useId();
  return (
    <li
      class="card-item"
      draggable
      data-card-id={card.id}
      onDragStart={(e) => {
        e.dataTransfer?.setData('text/plain', card.id);
        if (e.dataTransfer) e.dataTransfer.effectAllowed = 'move';
      }}
    >
      <strong>{name}</strong>
      <span class="hint">
        {card.source ?? 'contact'}
        {card.createdAt ? ` · added ${card.createdAt.slice(0, 10)}` : ''}
      </span>
      {others.length > 0 ? (
        <form
          class="move"
          onSubmit={(e) => {
            e.preventDefault();
            if (target) props.onMove(target);
          }}
        >
          <label for={id} class="sr-only">
            Move {name} to
          </label>
          <select id={id} value={target} onChange={(e) => setTarget(e.currentTarget.value)}>
            {others.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <button type="submit" class="secondary small" disabled={props.busy} aria-label={`Move ${name}`}>
            Move
          </button>
        </form>
      ) : null}
    </li>
  );
}
