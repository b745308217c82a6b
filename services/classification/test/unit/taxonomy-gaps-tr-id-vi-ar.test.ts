import { describe, expect, it } from "vitest";
import { GAPS_TR_ID_VI_AR } from "../../src/domain/taxonomy/languages/gaps-tr-id-vi-ar.js";
import { matchLabel } from "../../src/domain/taxonomy/taxonomy.js";
import { rolesIn } from "./taxonomy-reading.js";

describe("Turkish, Indonesian, Vietnamese, Arabic and Russian gap forms", () => {
  it("name their roles", () => {
    const pairs: [string, string][] = [
      // Turkish
      ["kurucusu", "Founder"],
      ["kurucu ortağıyım", "Co-founder"],
      ["CEO'suyum", "CEO"],
      ["yazılım mühendisiyim", "Software Engineer"],
      ["yazilim mühendisiyim", "Software Engineer"],
      ["veri analisti", "Data Analyst"],
      ["ürün yöneticisiyim", "Product Manager"],
      ["okul kütüphanecisi", "Librarian"],
      ["konut kredisi danışmanı", "Mortgage Broker"],
      ["teknik direktör", "Sports Coach"],
      ["diyetisyen", "Dietitian"],
      ["fizyoterapist", "Physiotherapist"],
      ["muhasebeci", "Accountant"],
      ["hemşireyim", "Nurse"],
      ["kuaförüm", "Hairdresser"],
      ["sosyal medya uzmanıyım", "Social Media Manager"],
      ["emlak danışmanıyım", "Real Estate Agent"],
      // Indonesian
      ["insinyur perangkat lunak", "Software Engineer"],
      ["dokter anak", "Pediatrician"],
      ["dokter gigi", "Dentist"],
      ["bidan", "Midwife"],
      ["apoteker", "Pharmacist"],
      ["guru SD", "Teacher"],
      ["manajer pemasaran", "Marketing Manager"],
      ["penerjemah", "Translator"],
      ["wartawan", "Journalist"],
      ["pengacara", "Lawyer"],
      ["petani", "Farmer"],
      ["sopir truk", "Truck Driver"],
      ["pramugari", "Flight Attendant"],
      ["agen asuransi", "Insurance Agent"],
      // Vietnamese
      ["trình dược viên", "Medical Sales Representative"],
      ["giáo viên tiểu học", "Teacher"],
      ["kỹ sư cầu đường", "Civil Engineer"],
      ["bác sĩ nhi khoa", "Pediatrician"],
      ["nha sĩ", "Dentist"],
      ["nhân viên kinh doanh", "Sales Representative"],
      ["chuyên viên tuyển dụng nhân sự", "Recruiter"],
      ["nhà báo", "Journalist"],
      ["ca sĩ", "Musician"],
      ["thợ hàn", "Welder"],
      ["hiệu trưởng", "School Principal"],
      ["luật sư tranh tụng", "Lawyer"],
      // Arabic
      ["منتج موسيقي", "Music Producer"],
      ["مهندس حلول", "Solutions Architect"],
      ["أخصائية تغذية علاجية", "Dietitian"],
      ["أخصائي نطق وتخاطب", "Speech Therapist"],
      ["مدير مشروعات", "Project Manager"],
      ["مندوب دعاية طبية", "Medical Sales Representative"],
      ["معلمة روضة", "Early Childhood Educator"],
      ["مصمم جرافيك", "Graphic Designer"],
      ["طبيب أعصاب", "Neurologist"],
      ["مهندسة مدنية", "Civil Engineer"],
      ["صانعة محتوى", "Content Creator"],
      ["مقاول", "General Contractor"],
      // Russian
      ["тимлидом", "Tech Lead"],
      ["таргетолог", "Performance Marketer"],
      ["бухгалтером", "Accountant"],
      ["медпред", "Medical Sales Representative"],
      ["библиотекарь", "Librarian"],
      ["логопед", "Speech Therapist"],
      ["нутрициолог", "Dietitian"],
      ["прорабом", "Construction Manager"],
      ["звукорежиссер", "Sound Engineer"],
      ["кинолог", "Dog Trainer"],
      ["ивент-менеджер", "Event Manager"],
    ];
    expect(pairs.length).toBeGreaterThanOrEqual(60);
    for (const [form, role] of pairs) expect(matchLabel("job_role", form), form).toBe(role);
  });

  it("are read from bios", () => {
    const bios: [string, string][] = [
      ["İstanbul | Yazılım mühendisiyim, kahve bağımlısı", "Software Engineer"],
      ["yazilim muhendisiyim, izmirliyim", "Software Engineer"],
      ["Acme Yazılım'ın kurucusu. Baba, koşucu.", "Founder"],
      ["Ankara'da konut kredisi danışmanı | 10 yıllık tecrübe", "Mortgage Broker"],
      ["Diyetisyen | sağlıklı beslenme danışmanlığı | randevu için DM", "Dietitian"],
      ["Dokter anak di RS Harapan. Ibu dua anak", "Pediatrician"],
      ["Guru SD di Bandung | suka membaca", "Teacher"],
      ["Sopir truk antar kota, 15 tahun di jalan", "Truck Driver"],
      ["Trình dược viên tại Hà Nội. Yêu mèo", "Medical Sales Representative"],
      ["Kỹ sư cầu đường | Đà Nẵng", "Civil Engineer"],
      ["Nha sĩ tại TP.HCM, tư vấn niềng răng miễn phí", "Dentist"],
      ["منتج موسيقي | الرياض | للتعاون راسلني", "Music Producer"],
      ["أخصائية تغذية علاجية في جدة", "Dietitian"],
      ["مهندسة مدنية | عاشقة للسفر", "Civil Engineer"],
      ["Работаю тимлидом в финтехе. Москва", "Tech Lead"],
      ["Таргетолог | запуск рекламы под ключ", "Performance Marketer"],
      ["Логопед, занимаюсь с детьми онлайн", "Speech Therapist"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out words that fold onto everyday words or mean something else", () => {
    const all = Object.values(GAPS_TR_ID_VI_AR.job_role).flat();
    for (const form of ["doktor", "usta", "guru", "tentara", "cô giáo", "cố vấn", "trọng tài", "عالم", "مخرج", "محكمة", "قابلة", "аналитик", "модель", "куратор", "энергетик"]) {
      expect(all.includes(form), form).toBe(false);
    }
    expect(rolesIn("Làm việc trong tài chính ngân hàng")).not.toContain("Referee");
    expect(rolesIn("Có vấn đề gì cứ nhắn tin")).not.toContain("Advisor");
  });
});
