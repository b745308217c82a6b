import { describe, expect, it } from "vitest";
import { findLabelHits } from "../../src/domain/classifier/lexicon.js";
import { tokenize } from "../../src/domain/classifier/text.js";
import { matchLabel, taxonomy } from "../../src/domain/taxonomy/taxonomy.js";

const BIOS = [
  "東京のスタートアップでプロダクトマネージャーをしています。元エンジニア、二児の父。週末はカフェ巡り",
  "メーカーで購買・調達を担当して12年。原価低減、サプライヤー監査、たまに愚痴",
  "创始人兼首席执行官，专注人工智能和企业服务，前字节跳动产品经理，喜欢跑步",
  "看護師5年目。夜勤明けのラーメンが生きがい。猫と暮らしています",
  "软件工程师 | 开源爱好者 | 在杭州写代码，周末徒步",
  "共同創業者兼CTO。機械学習エンジニア出身、データサイエンティストとしても10年",
  "小学校教諭→保育士。子育て中のママです",
  "采购经理，负责供应链和物流，偶尔写写代码的程序员",
  "創業百年の小さな旅館の女将です♨️ 季節の料理と温泉のこと",
  "資金調達を支援するベンチャーキャピタリスト、エンジェル投資家",
  "소방관입니다. 서울 거주, 두 아이 아빠",
  "간호사예요 | 중환자실 10년차 | 러닝 좋아함",
  "의사결정 전문가, 데이터 분석가를 꿈꾸는 대학생",
  "개발자이자 창업자, 공동창업자였던 적도 있음",
  "배우고 싶은 게 많은 마케터",
];

const isHangul = (code: number): boolean => code >= 0xac00 && code <= 0xd7a3;
const ENDINGS = new Set(["입니다", "이에요", "예요", "이예요", "에요", "이다", "임", "이며", "이자", "이고", "이지만", "인", "인데", "으로", "로", "으로서", "로서", "으로써", "님", "들", "의", "와", "과", "겸", "에서", "였던", "이었던", "였습니다", "이었습니다", "였어요", "이었어요", "출신"]);
const CJK = /[\u1100-\u11ff\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]/;

/** Every CJK form of the taxonomy with its labels, longest first: what the lexicon looks for inside CJK words, by brute force. */
function bruteForceForms(): { form: string; labels: string[] }[] {
  const byForm = new Map<string, string[]>();
  for (const { category, labels } of taxonomy()) {
    for (const { name, synonyms } of labels) {
      for (const form of [name, ...synonyms]) {
        const key = tokenize(form).tokens.map((token) => token.base).join(" ");
        const label = matchLabel(category, form);
        if (key === "" || label === undefined || !CJK.test(key)) continue;
        const composed = key.replaceAll(" ", "").normalize("NFC");
        const labelsOfForm = byForm.get(composed) ?? [];
        if (!labelsOfForm.includes(`${category}:${label}`)) labelsOfForm.push(`${category}:${label}`);
        byForm.set(composed, labelsOfForm);
      }
    }
  }
  return [...byForm].map(([form, labels]) => ({ form, labels })).sort((a, b) => b.form.length - a.form.length);
}

function bruteForce(text: string, forms: { form: string; labels: string[] }[]): string[] {
  const word = text.normalize("NFC");
  const taken: [number, number][] = [];
  const found: string[] = [];
  for (const { form, labels } of forms) {
    for (let from = word.indexOf(form); from >= 0; from = word.indexOf(form, from + 1)) {
      const to = from + form.length;
      if (isHangul(form.charCodeAt(0)) && from > 0 && isHangul(word.charCodeAt(from - 1))) continue;
      let end = to;
      while (isHangul(form.charCodeAt(form.length - 1)) && end < word.length && isHangul(word.charCodeAt(end))) end++;
      if (end > to && !ENDINGS.has(word.slice(to, end))) continue;
      if (taken.some(([a, b]) => from < b && to > a)) continue;
      taken.push([from, to]);
      found.push(...labels);
    }
  }
  return found;
}

describe("CJK forms inside a word", () => {
  it("are the ones a brute-force search of every form finds", () => {
    const forms = bruteForceForms();
    let compared = 0;
    for (const bio of BIOS) {
      const { tokens } = tokenize(bio);
      tokens.forEach((token, at) => {
        if (!token.cjk) return;
        const lexicon = findLabelHits(tokens).filter((hit) => hit.start === at && hit.end === at + 1).map((hit) => `${hit.category}:${hit.label}`);
        // A Latin word inside ("共同創業者兼CTO") is read as it would be alone.
        const latin = (token.text.match(/[a-z][a-z0-9&+]+/g) ?? []).flatMap((run) => findLabelHits(tokenize(run).tokens).map((hit) => `${hit.category}:${hit.label}`));
        expect(lexicon.sort(), `${bio}: ${token.text}`).toEqual([...new Set([...bruteForce(token.text, forms), ...latin])].sort());
        compared += lexicon.length;
      });
    }
    expect(compared).toBeGreaterThan(20);
  });

  it("take the longest form first", () => {
    const labels = (bio: string) => findLabelHits(tokenize(bio).tokens).map((hit) => hit.label);
    expect(labels("共同創業者")).toEqual(["Co-founder"]);
    expect(labels("資金調達")).not.toContain("Procurement Manager");
  });
});

describe("Korean forms", () => {
  const labels = (bio: string) => findLabelHits(tokenize(bio).tokens).map((hit) => hit.label);

  it("are found with the endings a noun takes written onto them", () => {
    expect(labels("소방관")).toContain("Firefighter");
    expect(labels("소방관입니다")).toContain("Firefighter");
    expect(labels("간호사예요 | 서울")).toContain("Nurse");
    expect(labels("배우겸 가수")).toEqual(expect.arrayContaining(["Actor", "Musician"]));
    expect(labels("퍼스널 트레이너")).toContain("Personal Trainer");
    expect(labels("퍼스널트레이너입니다")).toContain("Personal Trainer");
  });

  it("are not found inside other words", () => {
    expect(labels("의사결정 전문가")).not.toContain("Doctor");
    expect(labels("배우고 싶은 게 많아요")).not.toContain("Actor");
    expect(labels("영업시간 10시부터")).not.toContain("Sales Representative");
    expect(labels("기자회견 요약")).not.toContain("Journalist");
  });
});
