/**
 * The embedded note engine, scored against clinicians' notes:
 * - ACI-BENCH train and valid (English; bench/notes-eval/aci-bench/), each visit unlabelled
 *   (as speech recognition gives it) and labelled: ROUGE-1/2/Lsum F1 of the note's `combined`
 *   text (what the clinician copies, with our SOAP headings, diagnoses and tasks) against the
 *   clinician's note, note length, main-diagnosis recall, code precision (our judgement per
 *   code, bench/notes-eval/aci-bench/judgements.json), speaker labels leaked, ms per note.
 * - the Swedish and other-language visits of bench/notes-eval/multilingual/ (dev and held-out
 *   apart, labelled and unlabelled): the same figures (ROUGE over letters of any script),
 *   main diagnosis from the set's main and acceptable codes, a code the set does not list
 *   as true counted false, task recall by category and keyword.
 * - the blind assertion set (bench/notes-eval/assertion-set/): the status of one term per sentence,
 *   dev and held-out apart.
 * - the 23-consultation set (bench/notes-eval/consultations.json): ROUGE-L per SOAP part and
 *   code precision/recall, and the time for a 2,500-word visit.
 *
 *   npx tsx bench/notes.ts            # summary
 *   npx tsx bench/notes.ts --verbose  # per visit, with unjudged codes
 *   npx tsx bench/notes.ts --dev-only # ACI train and the multilingual dev visits only (while developing:
 *                                     # ACI valid and the held-out visits are run only to report)
 *   npx tsx bench/notes.ts --visits '^sv4-' [--verbose] [--dev-only]  # only the multilingual visits whose id matches
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Language } from '../server/src/contract/api.schema.js';
import { createEmbeddedNoteGenerator, generateNote } from '../server/src/engines/notes/embedded/embedded-note-generator.js';
import type { GenerateNoteRequest } from '../server/src/engines/notes/note-generator.js';
import { renderNote } from '../server/src/features/notes/note-renderer.js';
import { TemplateCatalog } from '../server/src/features/templates/template-catalog.js';
import { fmt, percentile, ROOT } from './lib/server-process.js';
import { loadAci, type AciVisit } from './notes-eval/aci-bench.js';
import { loadAssertionSet, scoreAssertions, type AssertionScore } from './notes-eval/assertion-set.js';
import { loadMultilingual, type ExpectedTask, type MultilingualVisit } from './notes-eval/multilingual-set.js';
import { rouge, rougeTokens, unicodeRouge } from './notes-eval/rouge.js';

const EVAL = path.join(ROOT, 'bench/notes-eval');
const catalog = new TemplateCatalog();
const signal = new AbortController().signal;

function request(transcript: string, language: Language): GenerateNoteRequest {
  const sections = catalog.forProfession('physician', language).sections.map((s) => ({ sectionName: s.sectionName, autoFill: true }));
  return { transcript, language, profession: 'physician', sections, signal };
}

function writeNote(transcript: string, language: Language) {
  const started = performance.now();
  const req = request(transcript, language);
  const generated = generateNote(req);
  const ms = performance.now() - started;
  return { generated, rendered: renderNote(generated, req.sections, language), ms };
}

/** A speaker label left in the note: "[doctor]", "Doctor:", "Läkare:", "Patient:" opening a line or sentence. */
const LEAKED_LABEL = /\[(?:doctor|patient)[^\]]*\]|(?:^|[.!?]\s+|\n)(?:doctor|dr|patient|läkare|patienten|clinician|nurse|sjuksköterska)\s*:/gi;

interface Judgement {
  /** ICD-10 codes (or category prefixes) any of which is the visit's main diagnosis. */
  main: string[];
  /** Our judgement of each code the engine gave: true when the visit supports it. */
  codes: Record<string, boolean>;
}

interface SetScore {
  visits: number;
  rouge1: number;
  rouge2: number;
  rougeLsum: number;
  medianWords: number;
  maxWords: number;
  mainRecall: number | undefined;
  mainJudged: number;
  codePrecision: number | undefined;
  codesJudged: number;
  codesUnjudged: number;
  taskRecall: number | undefined;
  /** Of the tasks written, the share that is one the set expects (a proxy for task precision: the sets list the clinician's actions, not every detail). */
  taskMatch: number | undefined;
  leakedLabels: number;
  medianMs: number;
}

interface Scored {
  id: string;
  transcript: string;
  reference: string;
  language: Language;
  judgement?: Judgement;
  /** Codes without a judgement count as false (the multilingual set lists every true code). */
  strictCodes?: boolean;
  /** Expected tasks, when the set gives them. */
  tasks?: ExpectedTask[];
}

/** An engine code matches an expected one when equal or one is the other's category (J03 ~ J03.9). */
const sameCode = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || b.startsWith(`${a}.`);

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);
const wordCount = (s: string) => s.split(/\s+/).filter(Boolean).length;

function scoreSet(visits: Scored[], verbose: boolean, label: string): SetScore {
  const r1: number[] = [];
  const r2: number[] = [];
  const rl: number[] = [];
  const lengths: number[] = [];
  const times: number[] = [];
  let mainHits = 0;
  let mainJudged = 0;
  let codesTrue = 0;
  let codesJudged = 0;
  let codesUnjudged = 0;
  let tasksFound = 0;
  let tasksExpected = 0;
  let tasksGenerated = 0;
  let leaked = 0;
  for (const v of visits) {
    const { generated, rendered, ms } = writeNote(v.transcript, v.language);
    // rouge_score's tokens are ASCII only; for other languages letters of any script count.
    const s = v.language === 'en' ? rouge(rendered.combined, v.reference) : unicodeRouge(rendered.combined, v.reference);
    r1.push(s.rouge1);
    r2.push(s.rouge2);
    rl.push(s.rougeLsum);
    lengths.push(wordCount(rendered.combined));
    times.push(ms);
    leaked += rendered.combined.match(LEAKED_LABEL)?.length ?? 0;
    const codes = generated.diagnoses.map((d) => d.code);
    const unjudged: string[] = [];
    const wrong: string[] = [];
    const missedTasks: string[] = [];
    if (!v.judgement) {
      codesUnjudged += codes.length;
      unjudged.push(...codes);
    } else {
      if (v.judgement.main.length) {
        mainJudged++;
        if (codes.some((c) => v.judgement!.main.some((m) => sameCode(c, m)))) mainHits++;
      }
      for (const code of codes) {
        const judged = Object.entries(v.judgement.codes).find(([c]) => sameCode(code, c))?.[1];
        const verdict = judged ?? (v.judgement.main.some((m) => sameCode(code, m)) ? true : v.strictCodes ? false : undefined);
        if (verdict === undefined) {
          codesUnjudged++;
          unjudged.push(code);
        } else {
          codesJudged++;
          if (verdict) codesTrue++;
          else wrong.push(code);
        }
      }
    }
    if (v.tasks) {
      tasksGenerated += generated.tasks.length;
      const remaining = [...generated.tasks];
      for (const expected of v.tasks) {
        tasksExpected++;
        const at = remaining.findIndex((t) => t.category === expected.category && expected.keywords.some((k) => `${t.title} ${t.description}`.toLowerCase().includes(k.toLowerCase())));
        if (at >= 0) {
          tasksFound++;
          remaining.splice(at, 1);
        } else missedTasks.push(`${expected.category}(${expected.keywords[0]})`);
      }
    }
    if (verbose) {
      console.log(
        `   ${label} ${v.id.padEnd(14)} R1 ${fmt(s.rouge1)} R2 ${fmt(s.rouge2)} RLsum ${fmt(s.rougeLsum)} ${wordCount(rendered.combined)} words; ` +
          `codes ${codes.join(' ') || '-'}${v.judgement ? ` (main ${v.judgement.main.join('/')})` : ''}${wrong.length ? ` FALSE ${wrong.join(' ')}` : ''}${unjudged.length ? ` unjudged ${unjudged.join(' ')}` : ''}; ` +
          `tasks ${generated.tasks.map((t) => t.category).join(' ') || '-'}${missedTasks.length ? ` MISSED ${missedTasks.join(' ')}` : ''}`,
      );
    }
  }
  return {
    visits: visits.length,
    rouge1: mean(r1),
    rouge2: mean(r2),
    rougeLsum: mean(rl),
    medianWords: percentile(lengths, 50),
    maxWords: Math.max(...lengths),
    mainRecall: mainJudged ? mainHits / mainJudged : undefined,
    mainJudged,
    codePrecision: codesJudged ? codesTrue / codesJudged : undefined,
    codesJudged,
    codesUnjudged,
    taskRecall: tasksExpected ? tasksFound / tasksExpected : undefined,
    taskMatch: tasksGenerated ? tasksFound / tasksGenerated : undefined,
    leakedLabels: leaked,
    medianMs: percentile(times, 50),
  };
}

function aciScored(visits: AciVisit[], variant: 'labelled' | 'unlabelled', judgements: Record<string, Judgement>): Scored[] {
  return visits.map((v) => ({ id: v.id, transcript: v[variant], reference: v.reference, language: 'en', ...(judgements[v.id] ? { judgement: judgements[v.id] } : {}) }));
}

function multilingualScored(visits: MultilingualVisit[]): Scored[] {
  return visits.map((v) => ({
    id: `${v.id}/${v.variant}`,
    transcript: v.transcript,
    reference: v.reference,
    language: v.language,
    judgement: { main: v.mainDiagnoses, codes: v.codeJudgements },
    strictCodes: true,
    tasks: v.tasks,
  }));
}

// ---- the 23-consultation set and timing ----

interface Consultation {
  id: string;
  language: Language;
  transcript: string;
  expected: Record<Slot, string>;
  codes: string[];
}
const SLOTS = ['cause', 'subjective', 'objective', 'assessment', 'plan'] as const;
type Slot = (typeof SLOTS)[number];

/** ROUGE-L F1 of one part: longest common subsequence of lowercase word tokens (any script). */
function rougeL(candidate: string, reference: string): number {
  const tokens = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const c = tokens(candidate);
  const r = tokens(reference);
  if (c.length === 0 || r.length === 0) return c.length === r.length ? 1 : 0;
  let prev = new Array<number>(r.length + 1).fill(0);
  for (const word of c) {
    const row = [0];
    for (let j = 1; j <= r.length; j++) row[j] = word === r[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!);
    prev = row;
  }
  const lcs = prev[r.length]!;
  const p = lcs / c.length;
  const rec = lcs / r.length;
  return p + rec === 0 ? 0 : (2 * p * rec) / (p + rec);
}

function scoreConsultations(set: Consultation[]) {
  const scores: Record<Slot, number[]> = { cause: [], subjective: [], objective: [], assessment: [], plan: [] };
  let truePositives = 0;
  let predicted = 0;
  let expected = 0;
  for (const c of set) {
    const note = generateNote(request(c.transcript, c.language));
    for (const slot of SLOTS) scores[slot].push(rougeL(note[slot], c.expected[slot]));
    const codes = note.diagnoses.map((d) => d.code);
    truePositives += codes.filter((code) => c.codes.includes(code)).length;
    predicted += codes.length;
    expected += c.codes.length;
  }
  return {
    consultations: set.length,
    rougeL: Object.fromEntries(SLOTS.map((s) => [s, mean(scores[s])])) as Record<Slot, number>,
    codePrecision: predicted ? truePositives / predicted : 0,
    codeRecall: expected ? truePositives / expected : 0,
  };
}

/** About 2,500 words of visit: transcripts one after another, cut at 2,500 words. */
function longTranscript(transcripts: string[]): string {
  const words: string[] = [];
  while (words.length < 2500) for (const t of transcripts) words.push(...t.split(/\s+/));
  return words.slice(0, 2500).join(' ');
}

/** Wall time per note (median and p95 of 30 after a warm-up) and CPU time per note. */
function timeLong(transcript: string, language: Language) {
  const cold = performance.now();
  generateNote(request(transcript, language));
  const coldMs = performance.now() - cold;
  for (let i = 0; i < 5; i++) generateNote(request(transcript, language));
  const runs: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < 30; i++) {
    const started = performance.now();
    generateNote(request(transcript, language));
    runs.push(performance.now() - started);
  }
  const used = process.cpuUsage(cpu);
  return { coldMs, medianMs: percentile(runs, 50), p95Ms: percentile(runs, 95), cpuMs: (used.user + used.system) / 1000 / runs.length };
}

export async function benchNotes(options: { verbose?: boolean; devOnly?: boolean } = {}) {
  const verbose = options.verbose ?? false;
  const created = performance.now();
  createEmbeddedNoteGenerator();
  const createMs = performance.now() - created;

  const consultations = JSON.parse(fs.readFileSync(path.join(EVAL, 'consultations.json'), 'utf8')) as Consultation[];
  const aciDir = path.join(EVAL, 'aci-bench');
  const { $comment: _, ...judgements } = JSON.parse(fs.readFileSync(path.join(aciDir, 'judgements.json'), 'utf8')) as Record<string, Judgement> & { $comment: string };
  const train = loadAci(aciDir, 'train');
  const valid = loadAci(aciDir, 'valid');

  // The long visits are timed first, as the first requests after a server start.
  const longSv = longTranscript(consultations.filter((c) => c.language === 'sv').map((c) => c.transcript));
  const longEn = longTranscript(train.map((v) => v.unlabelled));
  const sv = timeLong(longSv, 'sv');
  const en = timeLong(longEn, 'en');

  const aci = {
    ...(options.devOnly
      ? {}
      : { validUnlabelled: scoreSet(aciScored(valid, 'unlabelled', judgements), verbose, 'valid/u'), validLabelled: scoreSet(aciScored(valid, 'labelled', judgements), verbose, 'valid/l') }),
    trainUnlabelled: scoreSet(aciScored(train, 'unlabelled', judgements), verbose, 'train/u'),
    trainLabelled: scoreSet(aciScored(train, 'labelled', judgements), verbose, 'train/l'),
  };
  const multilingual = loadMultilingual(path.join(EVAL, 'multilingual'));
  const byPart: Record<string, SetScore> = {};
  // --dev-only while the engine is changed: the held-out visits are run only to report.
  for (const [part, visits] of Object.entries(multilingual)) if (!(options.devOnly && part.includes('heldout'))) byPart[part] = scoreSet(multilingualScored(visits), verbose, part);

  const assertions = loadAssertionSet(path.join(EVAL, 'assertion-set'));
  const assertionScores: Record<string, AssertionScore> = {};
  for (const split of ['dev', 'heldout'] as const) if (!(options.devOnly && split === 'heldout')) assertionScores[split] = scoreAssertions(assertions.filter((a) => a.split === split), verbose, `assertion ${split}`);

  // And again once the sets are done: the same engine after thousands of notes, as a server in steady use runs.
  const svWarm = timeLong(longSv, 'sv');

  return {
    aci,
    multilingual: byPart,
    assertions: assertionScores,
    consultations: scoreConsultations(consultations),
    longSvWords: rougeTokens(longSv).length,
    longColdMs: sv.coldMs,
    longMs: sv.medianMs,
    longP95Ms: sv.p95Ms,
    longCpuMs: sv.cpuMs,
    longEnMs: en.medianMs,
    longWarmMs: svWarm.medianMs,
    createMs,
  };
}

const pct = (x: number | undefined) => (x === undefined ? 'n/a' : `${fmt(x * 100, 0)} %`);

function printSet(name: string, s: SetScore): void {
  console.log(
    `   ${name.padEnd(26)} ${String(s.visits).padStart(3)} visits  ROUGE-1/2/Lsum ${fmt(s.rouge1 * 100, 1)} / ${fmt(s.rouge2 * 100, 1)} / ${fmt(s.rougeLsum * 100, 1)}  ` +
      `words median ${s.medianWords} max ${s.maxWords}  main dx ${pct(s.mainRecall)} (${s.mainJudged})  code precision ${pct(s.codePrecision)} (${s.codesJudged} judged, ${s.codesUnjudged} unjudged)  ` +
      `tasks ${pct(s.taskRecall)} (of those written ${pct(s.taskMatch)} expected)  labels leaked ${s.leakedLabels}  ${fmt(s.medianMs, 1)} ms/note`,
  );
}

export function printNotes(r: Awaited<ReturnType<typeof benchNotes>>): void {
  console.log('   embedded note engine; ROUGE F1 x 100 of `combined` (SOAP headings, diagnoses and tasks included) against the clinician\'s note, rouge_score tokens, no stemming');
  if (r.aci.validUnlabelled) printSet('ACI valid, unlabelled', r.aci.validUnlabelled);
  if (r.aci.validLabelled) printSet('ACI valid, labelled', r.aci.validLabelled);
  printSet('ACI train, unlabelled', r.aci.trainUnlabelled);
  printSet('ACI train, labelled', r.aci.trainLabelled);
  for (const [part, s] of Object.entries(r.multilingual)) printSet(part, s);
  for (const [split, a] of Object.entries(r.assertions))
    console.log(`   blind assertion set, ${split}: ${a.items} terms, status right ${pct(a.accuracy)}, not-present terms read as present ${pct(a.falsePresent)}, present terms missed ${pct(a.missedPresent)}`);
  const c = r.consultations;
  console.log(`   ${c.consultations}-consultation set: ROUGE-L F1 ${Object.entries(c.rougeL).map(([k, v]) => `${k} ${fmt(v)}`).join(', ')}; codes precision ${fmt(c.codePrecision)}, recall ${fmt(c.codeRecall)}`);
  console.log(
    `   ${r.longSvWords}-word Swedish visit: median ${fmt(r.longMs, 1)} ms, p95 ${fmt(r.longP95Ms, 1)} ms, CPU ${fmt(r.longCpuMs, 1)} ms per note ` +
      `(first call ${fmt(r.longColdMs, 1)} ms, engine creation ${fmt(r.createMs, 0)} ms); 2,500-word English visit ${fmt(r.longEnMs, 1)} ms (target < 50 ms: ${Math.max(r.longMs, r.longEnMs) < 50 ? 'PASS' : 'FAIL'}); ` +
      `the Swedish visit again after all the sets' notes: median ${fmt(r.longWarmMs, 1)} ms`,
  );
}

/**
 * Only the multilingual visits whose id matches: a new batch scored alone before anyone develops
 * on it, or a held-out batch reported apart (its part's name says "heldout").
 */
export function benchVisits(pattern: RegExp, verbose: boolean, devOnly = false): Record<string, SetScore> {
  const scores: Record<string, SetScore> = {};
  for (const [part, visits] of Object.entries(loadMultilingual(path.join(EVAL, 'multilingual')))) {
    if (devOnly && part.includes('heldout')) continue;
    const chosen = visits.filter((v) => pattern.test(v.id));
    if (chosen.length) scores[part] = scoreSet(multilingualScored(chosen), verbose, part);
  }
  return scores;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const verbose = process.argv.includes('--verbose');
  const visits = process.argv[process.argv.indexOf('--visits') + 1];
  const devOnly = process.argv.includes('--dev-only');
  if (process.argv.includes('--visits') && visits) for (const [part, s] of Object.entries(benchVisits(new RegExp(visits), verbose, devOnly))) printSet(part, s);
  else printNotes(await benchNotes({ verbose, devOnly }));
}
