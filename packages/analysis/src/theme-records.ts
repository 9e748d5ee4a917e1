import { createHash } from 'node:crypto';
import type { ThemeRecord } from '@foursight/shared/contract/themes';
import type { SwotCategory } from '@foursight/shared/domain/swots';
import type { Cluster } from './themes.ts';
import type { Statement } from './corpus-types.ts';

/** A record as this analysis leaves it: its fields, and its member statements as the engine read them. */
export interface RecordDraft {
  id: string;
  quadrant: SwotCategory;
  /** The person's label when edited; else empty, named from its members. */
  label: string;
  edited: boolean;
  hidden: boolean;
  members: Statement[];
  pinned: Set<string>;
  /** The concepts of the clusters it took, for naming it; empty when only a person's placements made it. */
  groups: ReadonlySet<string>[];
}

/** Statement texts are stored with the record; one this long is shown whole anywhere it matters. */
const STORED_TEXT = 1_000;

/**
 * Fits this analysis's clusters to the SWOT's theme records, so a theme keeps
 * its id, its person-given label, its hidden flag and the statements a person
 * placed in it, while new answers join it.
 *
 * - A pinned statement (moved, merged or split by a person) stays in its
 *   record, whatever the clusters say.
 * - Each cluster goes to the record most of its already-known statements
 *   belonged to (pinned ones counted where they are pinned), if that is at
 *   least half of them: so a cluster that grew with new answers keeps its id,
 *   and after a merge both halves' clusters land in the merged record.
 * - A cluster with no such record is a new theme.
 * - A record no cluster went to lives on if a person touched it (edited,
 *   hidden or holding pins), with its earlier statements that no other theme
 *   took; an untouched one is gone (its statements no longer make a theme).
 */
export function fitRecords(
  clusters: ReadonlyMap<SwotCategory, readonly Cluster[]>,
  statements: ReadonlyMap<string, Statement>,
  prior: readonly ThemeRecord[],
  newId: (quadrant: SwotCategory, firstKey: string) => string = derivedId,
): RecordDraft[] {
  const byId = new Map(prior.map((record) => [record.id, record]));
  const reached = new Set<string>();
  const priorOf = new Map<string, ThemeRecord>();
  const pinnedIn = new Map<string, string>();
  for (const record of prior) {
    for (const member of record.statements) {
      priorOf.set(member.key, record);
      if (member.pinned && statements.has(member.key)) pinnedIn.set(member.key, record.id);
    }
  }
  const drafts = new Map<string, RecordDraft>();
  const draftOf = (record: ThemeRecord): RecordDraft => {
    let draft = drafts.get(record.id);
    if (!draft) {
      draft = {
        id: record.id,
        quadrant: record.quadrant,
        label: record.edited ? record.label : '',
        edited: record.edited,
        hidden: record.hidden,
        members: [],
        pinned: new Set(),
        groups: [],
      };
      drafts.set(record.id, draft);
    }
    return draft;
  };
  const placed = new Set<string>();
  const place = (draft: RecordDraft, statement: Statement) => {
    if (placed.has(statement.key)) return;
    placed.add(statement.key);
    draft.members.push(statement);
  };

  // Pins first: a person's placement wins over any cluster.
  for (const record of prior) {
    for (const member of record.statements) {
      const statement = statements.get(member.key);
      if (!member.pinned || !statement) continue;
      const draft = draftOf(record);
      draft.pinned.add(member.key);
      place(draft, statement);
    }
  }

  for (const [quadrant, list] of clusters) {
    for (const cluster of list) {
      const votes = new Map<string, number>();
      let known = 0;
      for (const statement of cluster.members) {
        const recordId = pinnedIn.get(statement.key) ?? priorOf.get(statement.key)?.id;
        if (recordId === undefined) continue;
        known += 1;
        votes.set(recordId, (votes.get(recordId) ?? 0) + 1);
      }
      let winner: ThemeRecord | undefined;
      let most = 0;
      for (const [recordId, count] of votes) {
        const record = byId.get(recordId);
        if (record && record.quadrant === quadrant && count > most) [winner, most] = [record, count];
      }
      if (winner && most * 2 >= known) reached.add(winner.id);
      const draft =
        winner && most * 2 >= known
          ? draftOf(winner)
          : (() => {
              const fresh: RecordDraft = {
                id: newId(
                  quadrant,
                  cluster.members.reduce((min, m) => (m.key < min ? m.key : min), '\uffff'),
                ),
                quadrant,
                label: '',
                edited: false,
                hidden: false,
                members: [],
                pinned: new Set(),
                groups: [],
              };
              drafts.set(fresh.id, fresh);
              return fresh;
            })();
      draft.groups.push(cluster.group);
      const halves = splitHalves(cluster, draft, quadrant, pinnedIn, byId, draftOf);
      for (const statement of cluster.members) {
        if (!pinnedIn.has(statement.key)) place(closestHalf(statement, halves) ?? draft, statement);
      }
    }
  }

  // Touched records that no cluster reached keep their earlier statements that are still free.
  for (const record of prior) {
    if (reached.has(record.id)) continue;
    if (!record.edited && !record.hidden && !record.statements.some((member) => member.pinned)) continue;
    const draft = draftOf(record);
    for (const member of record.statements) {
      const statement = statements.get(member.key);
      if (statement) place(draft, statement);
    }
  }
  return [...drafts.values()].filter((draft) => draft.members.length > 0);
}

/**
 * A new record's id, derived from what it was made of, so the same answers
 * give the same analysis: a name-based UUID (RFC 9562 version 8) of the
 * quadrant and the first of its statements' keys, which no other theme holds.
 */
export function derivedId(quadrant: SwotCategory, firstKey: string): string {
  const hex = createHash('sha256').update(`${quadrant}\u0000${firstKey}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface Half {
  draft: RecordDraft;
  /** How many of its statements in the cluster name each concept, and how many there are. */
  concepts: Map<string, number>;
  size: number;
}

/**
 * The records a person split this cluster into: those of its quadrant that hold statements of it a person
 * placed (a split pins both halves). Empty when the cluster is one record's.
 */
function splitHalves(
  cluster: Cluster,
  winner: RecordDraft,
  quadrant: SwotCategory,
  pinnedIn: ReadonlyMap<string, string>,
  byId: ReadonlyMap<string, ThemeRecord>,
  draftOf: (record: ThemeRecord) => RecordDraft,
): Half[] {
  const halves = new Map<string, Half>();
  for (const statement of cluster.members) {
    const recordId = pinnedIn.get(statement.key);
    const record = recordId === undefined ? undefined : byId.get(recordId);
    if (!record || record.quadrant !== quadrant) continue;
    let half = halves.get(record.id);
    if (!half) halves.set(record.id, (half = { draft: draftOf(record), concepts: new Map(), size: 0 }));
    half.size += 1;
    for (const term of termsOf(statement)) half.concepts.set(term, (half.concepts.get(term) ?? 0) + 1);
  }
  if (halves.size < 2 || ![...halves.values()].some((half) => half.draft === winner)) return [];
  return [...halves.values()];
}

/**
 * What a statement names, as its concepts and its own words: a split often divides one concept ("manual
 * testing" and "the old CRM" are both about systems), and the words tell the halves apart.
 */
function termsOf(statement: Statement): Set<string> {
  return new Set([...statement.concepts, ...statement.parsed.keywords.map(([lemma]) => `=${lemma}`)]);
}

/**
 * After a split, a new statement of the cluster joins the half whose statements name most of what it
 * names (each term weighed by the share of that half naming it); none when no half names any of it.
 */
function closestHalf(statement: Statement, halves: readonly Half[]): RecordDraft | undefined {
  let best: Half | undefined;
  let bestScore = 0;
  for (const half of halves) {
    let score = 0;
    for (const term of termsOf(statement)) score += (half.concepts.get(term) ?? 0) / half.size;
    if (score > bestScore) [best, bestScore] = [half, score];
  }
  return best?.draft;
}

/** A draft as the record stored and served. */
export function toRecord(draft: RecordDraft, label: string): ThemeRecord {
  return {
    id: draft.id,
    quadrant: draft.quadrant,
    label: draft.edited ? draft.label : label,
    edited: draft.edited,
    hidden: draft.hidden,
    statements: draft.members.map((statement) => ({
      key: statement.key,
      responseId: statement.responseId,
      text: statement.text.length > STORED_TEXT ? `${statement.text.slice(0, STORED_TEXT)}…` : statement.text,
      writtenIn: statement.writtenIn,
      pinned: draft.pinned.has(statement.key),
    })),
  };
}
