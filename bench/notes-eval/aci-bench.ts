/**
 * ACI-BENCH visits (bench/notes-eval/aci-bench/, CC BY 4.0) for the note bench: the labelled
 * dialogue as the data set gives it, and the unlabelled variant speech recognition gives
 * (speaker labels removed, turns run together on one line).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface AciVisit {
  id: string;
  labelled: string;
  unlabelled: string;
  reference: string;
}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += ch;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some(Boolean));
}

export const unlabel = (dialogue: string): string =>
  dialogue.replace(/\[(?:doctor|patient|patient_guest|doctor_guest|guest_family|guest_clinician)[^\]]*\]/gi, ' ').replace(/\s+/g, ' ').trim();

export function loadAci(dir: string, split: 'train' | 'valid'): AciVisit[] {
  const [header, ...rows] = parseCsv(fs.readFileSync(path.join(dir, `${split}.csv`), 'utf8'));
  const column = (name: string) => header!.indexOf(name);
  return rows.map((r) => ({
    id: r[column('encounter_id')]!,
    labelled: r[column('dialogue')]!,
    unlabelled: unlabel(r[column('dialogue')]!),
    reference: r[column('note')]!,
  }));
}
