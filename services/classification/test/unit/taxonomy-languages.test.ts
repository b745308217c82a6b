import { describe, expect, it } from "vitest";
import { labelsOfPhrase } from "../../src/domain/classifier/lexicon.js";
import { tokenize } from "../../src/domain/classifier/text.js";
import { AR_FA_UR } from "../../src/domain/taxonomy/languages/ar-fa-ur.js";
import { withForms } from "../../src/domain/taxonomy/languages/forms.js";
import { HI_BN } from "../../src/domain/taxonomy/languages/hi-bn.js";
import { PL_SV } from "../../src/domain/taxonomy/languages/pl-sv.js";
import { RU_UK } from "../../src/domain/taxonomy/languages/ru-uk.js";
import { TH_VI } from "../../src/domain/taxonomy/languages/th-vi.js";
import { labelsIn } from "./taxonomy-reading.js";

const rolesIn = (bio: string): string[] => labelsIn(bio).filter((label) => label.startsWith("job_role:"));

describe("the taxonomy in Russian, Ukrainian, Arabic, Persian, Urdu, Hindi, Bengali, Thai, Vietnamese, Polish and Swedish", () => {
  it("reads roles from bios in each language", () => {
    const bios: [string, string][] = [
      // ru, uk
      ["Главный бухгалтер. Пишу о налогах", "Accountant"],
      ["Работаю программистом в банке", "Software Engineer"],
      ["Фронтенд-разработчик | React", "Frontend Engineer"],
      ["Медсестра, мама двоих детей", "Nurse"],
      ["Владелица магазина цветов в Казани", "Business Owner"],
      ["Вчителька англійської мови", "Teacher"],
      ["Бухгалтерка, ФОП, Львів", "Accountant"],
      ["Власник кав'ярні на Подолі", "Restaurant Owner"],
      // ar, fa, ur
      ["محاسب قانوني | أكتب عن الزكاة والضريبة", "Accountant"],
      ["مهندسة برمجيات في الرياض", "Software Engineer"],
      ["صاحبة متجر ورد وهدايا", "Business Owner"],
      ["طبيبة أسنان 🦷", "Dentist"],
      ["حسابدار شرکت خصوصی", "Accountant"],
      ["برنامه‌نویس فرانت‌اند | عاشق کتاب", "Frontend Engineer"],
      ["برنامهنویس بک‌اند", "Software Engineer"],
      ["مالک مغازه کوچک در شیراز", "Business Owner"],
      ["چارٹرڈ اکاؤنٹنٹ | ٹیکس", "Accountant"],
      ["کپڑوں کی دکان کا مالک، انارکلی لاہور", "Business Owner"],
      // hi, bn
      ["नर्स | एम्स दिल्ली", "Nurse"],
      ["दुकान का मालिक, इंदौर", "Business Owner"],
      ["सॉफ्टवेयर इंजीनियर | बेंगलुरु", "Software Engineer"],
      ["हिंदी शिक्षिका", "Teacher"],
      ["সফটওয়্যার ইঞ্জিনিয়ার | ঢাকা", "Software Engineer"],
      ["নারী উদ্যোক্তা | অনলাইন শপ", "Entrepreneur"],
      ["দোকানদার, চট্টগ্রাম", "Business Owner"],
      // th, vi
      ["นักบัญชี | ขายเสื้อผ้าออนไลน์เป็นงานเสริม", "Accountant"],
      ["เจ้าของร้าน 🙏 เชียงใหม่", "Business Owner"],
      ["พยาบาล | กรุงเทพ", "Nurse"],
      ["Lập trình viên Java, mới dùng X 👋", "Software Engineer"],
      ["Kế toán tại công ty ABC", "Accountant"],
      ["Tiệm bánh nhỏ ở Đà Lạt 🍰 Chủ tiệm tự trả lời tin nhắn", "Business Owner"],
      ["Bác sĩ nhi khoa ở Hà Nội", "Pediatrician"],
      // pl, sv
      ["Programistka Java | Kraków", "Software Engineer"],
      ["Księgowa w biurze rachunkowym", "Accountant"],
      ["Właściciel sklepu z herbatą", "Business Owner"],
      ["Prowadzę mały sklep z książkami", "Business Owner"],
      ["Sjuksköterska på akuten i Göteborg", "Nurse"],
      ["Systemutvecklare och pappa", "Software Engineer"],
      ["Jag äger en liten butik i Malmö", "Business Owner"],
      ["VD på Acme AB", "CEO"],
    ];
    for (const [bio, label] of bios) expect(rolesIn(bio), bio).toContain(`job_role:${label}`);
  });

  it("reads small-shop owners in every language the tables cover", () => {
    const bios = [
      "Store owner in Savannah",
      "I run a little shop in Leeds",
      "Shopkeeper and dad",
      "Acabo de abrir mi tiendita de ropa en Oaxaca",
      "Dueña de tienda de ropa",
      "Dona de loja virtual 🛍️ moda feminina",
      "Commerçante à Lyon",
      "Ladenbesitzerin in Köln",
      "Ho un piccolo negozio su Etsy",
      "Winkelier in Utrecht",
      "Telefon tamir dükkanı sahibi 📱 Kadıköy",
      "Pemilik toko kelontong di Bandung",
      "雑貨屋のオーナーです",
      "文具店老板娘",
      "동네 꽃집 사장입니다 🌷",
      "владелец магазина",
      "صاحب متجر",
      "مالک مغازه",
      "دکان کا مالک",
      "दुकान का मालिक",
      "দোকানের মালিক",
      "เจ้าของร้าน",
      "chủ tiệm",
      "właściciel sklepu",
      "butiksägare",
    ];
    for (const bio of bios) expect(rolesIn(bio), bio).toContain("job_role:Business Owner");
  });

  it("reads the main industries", () => {
    const bios: [string, string][] = [
      ["Недвижимость и инвестиции", "Real Estate"],
      ["Логістика та вантажоперевезення", "Logistics"],
      ["التجارة الإلكترونية", "E-commerce"],
      ["کشاورزی ارگانیک", "Agriculture"],
      ["रियल एस्टेट | इंदौर", "Real Estate"],
      ["การตลาด | กรุงเทพ", "Marketing/Advertising"],
      ["Bất động sản Sài Gòn", "Real Estate"],
      ["Branża IT", "Technology"],
      ["Jobbar inom detaljhandel", "Retail"],
    ];
    for (const [bio, label] of bios) expect(labelsIn(bio), bio).toContain(`industry:${label}`);
  });

  it("find no role in everyday phrases", () => {
    const phrases = [
      "Люблю кофе, книги и путешествия",
      "Купила новое платье в магазине",
      "Люблю каву та подорожі",
      "أحب القهوة والسفر",
      "مؤسسة خيرية لدعم الأيتام",
      "الأسئلة المتداولة",
      "عاشق کتاب و سفر",
      "مدرسه فوتبال",
      "مستقل مزاج انسان",
      "परसों मिलते हैं, नई फिल्म देखी",
      "शेयर बाजार की खबरें",
      "व्यापार समाचार",
      "बहुत चालाक लड़का",
      "শিল্প ও সংস্কৃতি",
      "ชอบกินกาแฟ",
      "Tôi là người chủ quan",
      "Nhà thờ Đức Bà",
      "Giả sử ngày mai trời mưa",
      "bộ đôi hoàn hảo",
      "Kocham kawę i książki",
      "Mój grafik pracy jest szalony",
      "Älskar kaffe och böcker",
      "Na minha loja favorita comprei um livro",
      "Mi tienda favorita de Madrid",
      "부사장 | 삼성",
    ];
    for (const phrase of phrases) expect(rolesIn(phrase), phrase).toEqual([]);
  });

  it("give every added form one label once folded, and none to a label that does not exist", () => {
    for (const group of [RU_UK, AR_FA_UR, HI_BN, TH_VI, PL_SV]) {
      for (const category of ["job_role", "industry"] as const) {
        for (const [label, forms] of Object.entries(group[category])) {
          for (const form of forms) {
            const found = labelsOfPhrase(tokenize(form).tokens.map((token) => token.base)).filter((hit) => hit.category === category);
            expect(found.map((hit) => hit.label), form).toEqual([label]);
          }
        }
      }
    }
    expect(() => withForms([{ name: "Nurse", synonyms: [] }], [{ Nurce: ["медсестра"] }])).toThrow(/Nurce/);
  });
});
