/**
 * Role titles written in another language around an English field word: "Analista SOC",
 * "Ingénieure DevOps", "Head de Growth", "SOC analisti", "DevOps-Ingenieur", "SOCアナリスト",
 * "UX 디자이너", "iOS开发". Tech titles keep their field in English (an acronym or a loanword), so
 * the title is the English one with its head word translated. The lexicon reads such a title as
 * the English phrase the templates make of the field word (`{m}`), when the taxonomy has that
 * phrase as a role: a field word with no English role title ("Analista de ventas") finds nothing.
 *
 * `before`: the head comes first, then optionally one connector ("de", "di", "en"), then the field
 * ("analista SOC", "ingeniera de firmware", "inżynier MLOps"). `after`: the field comes
 * first ("SOC analisti", "DevOps-Ingenieur", "UX 디자이너"). Chinese, Japanese and Korean heads
 * may also be written onto the field ("SOCアナリスト", "iOS开发").
 */
export interface RoleHeads {
  before: Readonly<Record<string, readonly string[]>>;
  after: Readonly<Record<string, readonly string[]>>;
  /** Connectors between a head written first and its field. */
  connectors: readonly string[];
}

const ANALYST = ["{m} analyst"];
const ENGINEER = ["{m} engineer"];
const DEVELOPER = ["{m} developer", "{m} engineer"];
const DESIGNER = ["{m} designer"];
const MANAGER = ["{m} manager"];
const IN_CHARGE = ["{m} manager", "head of {m}", "{m} lead"];
const HEAD = ["head of {m}", "{m} lead"];
const LEAD = ["{m} lead", "head of {m}"];
const SPECIALIST = ["{m} specialist"];
const CONSULTANT = ["{m} consultant"];
const ARCHITECT = ["{m} architect"];
const DIRECTOR = ["{m} director", "director of {m}"];
const RESEARCHER = ["{m} researcher"];
const MARKETER = ["{m} marketer"];
const WRITER = ["{m} writer"];

const heads = (forms: string, templates: readonly string[]): Record<string, readonly string[]> => Object.fromEntries(forms.split(" ").map((form) => [form, templates]));

export const ROLE_HEADS: RoleHeads = {
  before: {
    ...heads("analista analistas analyste analis analityk analityczka аналитик аналітик محلل محللة", ANALYST),
    ...heads("ingeniero ingeniera engenheiro engenheira ingegnere ingénieur ingénieure inżynier inżynierka инженер інженер مهندس مهندسة insinyur", ENGINEER),
    ...heads("desarrollador desarrolladora desenvolvedor desenvolvedora sviluppatore sviluppatrice développeur développeuse programista programistka разработчик розробник مطور مطورة pengembang", DEVELOPER),
    ...heads("diseñador diseñadora projektant projektantka дизайнер مصمم مصممة", DESIGNER),
    ...heads("gerente manajer menedżer менеджер مدير مديرة", MANAGER),
    ...heads("responsable responsabile jefe jefa chefe leiter leiterin", IN_CHARGE),
    ...heads("head", HEAD),
    ...heads("líder lider", LEAD),
    ...heads("especialista specialista spécialiste specjalista specjalistka специалист спеціаліст spesialis أخصائي أخصائية", SPECIALIST),
    ...heads("consultor consultora consulente consultante konsultantka консультант konsultan مستشار مستشارة", CONSULTANT),
    ...heads("arquitecto arquitecta arquiteto arquiteta architetto architecte архитектор архітектор arsitek", ARCHITECT),
    ...heads("directora diretor diretora directeur directrice direttore direttrice dyrektor dyrektorka директор", DIRECTOR),
    ...heads("investigador investigadora pesquisador pesquisadora ricercatore ricercatrice chercheur chercheuse peneliti", RESEARCHER),
  },
  after: {
    ...heads("analisti analist analytiker アナリスト 分析师 분석가 애널리스트", ANALYST),
    ...heads("mühendisi ingenieur ingenieurin ingenjör エンジニア 工程师 엔지니어", ENGINEER),
    ...heads("geliştiricisi geliştirici entwickler entwicklerin utvecklare ontwikkelaar 開発者 开发 开发者 개발자", DEVELOPER),
    ...heads("tasarımcısı tasarımcı デザイナー 设计师 디자이너", DESIGNER),
    ...heads("ansvarig", IN_CHARGE),
    ...heads("yöneticisi müdürü leiter leiterin マネージャー マネジャー 经理 매니저", MANAGER),
    ...heads("担当 担当者 담당자 담당", ["{m} manager", "{m} specialist"]),
    ...heads("負責人 负责人 責任者 リード 리드 lideri", LEAD),
    ...heads("uzmanı uzmani spezialist spezialistin スペシャリスト 专家 专员 전문가", SPECIALIST),
    ...heads("danışmanı berater beraterin konsult コンサルタント 顾问 컨설턴트", CONSULTANT),
    ...heads("mimarı アーキテクト 架构师 아키텍트", ARCHITECT),
    ...heads("ディレクター 总监 디렉터", DIRECTOR),
    ...heads("リサーチャー 研究员 연구원", RESEARCHER),
    ...heads("マーケター 마케터", MARKETER),
    ...heads("ライター 라이터", WRITER),
  },
  connectors: ["de", "di", "en"],
};
