import type { Language } from '../../../contract/api.schema.js';
import { words } from './text.js';

/** Frequent function words; the language whose words occur most is the transcript's. */
const STOPWORDS: Record<Language, string[]> = {
  sv: ['och', 'jag', 'det', 'att', 'har', 'är', 'inte', 'en', 'som', 'på', 'med', 'för', 'du', 'sedan', 'ont', 'också', 'någon', 'hur', 'vad', 'eller', 'kan', 'nu', 'skulle', 'mig', 'dig', 'ska', 'vi', 'bra'],
  en: ['and', 'the', 'i', 'you', 'he', 'she', 'his', 'her', 'no', 'denies', 'have', 'is', 'not', 'a', 'to', 'of', 'for', 'with', 'it', 'my', 'your', 'this', 'that', 'since', 'what', 'how', 'we', 'will', 'are', 'has', 'been', 'do', 'any'],
  fi: ['ja', 'on', 'ei', 'se', 'minulla', 'sinulla', 'että', 'kun', 'mutta', 'myös', 'nyt', 'oli', 'ole', 'kuin', 'mitä', 'miten', 'onko', 'olen', 'päivää', 'vielä', 'tai', 'siitä', 'kipua'],
  nb: ['og', 'jeg', 'det', 'at', 'har', 'er', 'ikke', 'en', 'som', 'på', 'med', 'for', 'du', 'siden', 'vondt', 'også', 'noen', 'hvordan', 'hva', 'eller', 'kan', 'nå', 'meg', 'deg', 'skal', 'vi', 'bra', 'dager'],
  da: ['og', 'jeg', 'det', 'at', 'har', 'er', 'ikke', 'en', 'som', 'på', 'med', 'for', 'du', 'siden', 'ondt', 'også', 'nogen', 'hvordan', 'hvad', 'eller', 'kan', 'nu', 'mig', 'dig', 'skal', 'vi', 'godt', 'dage'],
  de: ['und', 'ich', 'die', 'der', 'das', 'habe', 'ist', 'nicht', 'ein', 'eine', 'mit', 'für', 'sie', 'seit', 'schmerzen', 'auch', 'wie', 'was', 'oder', 'kann', 'jetzt', 'mir', 'wir', 'haben', 'tagen'],
  tr: ['ve', 'bir', 'bu', 'ben', 'var', 'yok', 'değil', 'için', 'ile', 'çok', 'de', 'da', 'mi', 'ne', 'nasıl', 'gün', 'ağrı', 'ağrım', 'sizin', 'benim', 'şimdi', 'daha', 'gibi'],
  ar: ['و', 'في', 'من', 'على', 'أنا', 'لا', 'هذا', 'مع', 'عن', 'منذ', 'ألم', 'عندي', 'هل', 'ما', 'كيف', 'أيام', 'لديك', 'الى', 'إلى', 'أن'],
};

/** Listed words that are common words of other languages too ("i" is "in" in Swedish, "ja" yes): in a transcript asked for in one of those, they count for it alone. */
const ALSO_WORDS_OF: Record<string, Language[]> = { i: ['sv', 'nb', 'da'], ja: ['sv', 'nb', 'da', 'de'], de: ['sv', 'nb', 'da'], se: ['sv', 'nb', 'da'], on: ['en'], at: ['en'], for: ['en'], da: ['de'], die: ['en'] };

export function detectLanguage(text: string, fallback: Language): Language {
  const counts = new Map<string, number>();
  for (const w of words(text).slice(0, 3000)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: Language = fallback;
  let bestScore = 0;
  for (const [language, stopwords] of Object.entries(STOPWORDS) as [Language, string[]][]) {
    const score = stopwords.reduce((sum, w) => sum + (language !== fallback && ALSO_WORDS_OF[w]?.includes(fallback) ? 0 : (counts.get(w) ?? 0)), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // Danish and Norwegian share most function words: decide by their distinct spellings.
  if (best === 'nb' || best === 'da') {
    const da = ['ondt', 'nogen', 'hvad', 'nu', 'godt', 'dage', 'læge', 'også'].reduce((s, w) => s + (counts.get(w) ?? 0), 0);
    const nb = ['vondt', 'noen', 'hva', 'nå', 'bra', 'dager', 'lege', 'ikkje'].reduce((s, w) => s + (counts.get(w) ?? 0), 0);
    best = da > nb ? 'da' : 'nb';
  }
  return best;
}
