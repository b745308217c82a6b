import { describe, expect, it } from "vitest";
import { matchLabel } from "../../src/domain/taxonomy/taxonomy.js";
import { expectRoles, rolesIn } from "./taxonomy-reading.js";

describe("gap forms in Japanese, Korean, Chinese (simplified and traditional) and Hindi (Devanagari and Hinglish)", () => {
  it("name their roles", () => {
    expectRoles([
      // Japanese
      ["最高技術責任者", "CTO"],
      ["テックリード", "Tech Lead"],
      ["エンジニアリングマネージャー", "Engineering Manager"],
      ["組込みエンジニア", "Embedded Engineer"],
      ["インサイドセールス", "Sales Development Representative"],
      ["フィールドセールス", "Account Executive"],
      ["アライアンス担当", "Partnerships Manager"],
      ["オンライン秘書", "Virtual Assistant"],
      ["キャピタリスト", "Venture Capitalist"],
      ["コピーライター", "Copywriter"],
      ["編集者", "Editor"],
      ["社外取締役", "Board Member"],
      ["診療看護師", "Nurse Practitioner"],
      ["転職活動中", "Job Seeker"],
      ["定年退職", "Retired"],
      ["製薬MR", "Medical Sales Representative"],
      // Korean
      ["서비스 기획자", "Product Manager"],
      ["게임 기획자", "Game Designer"],
      ["코파운더", "Co-founder"],
      ["비서실장", "Chief of Staff"],
      ["사외이사", "Board Member"],
      ["개인투자자", "Investor"],
      ["임베디드 개발자", "Embedded Engineer"],
      ["서버 개발자", "Backend Engineer"],
      ["기술영업", "Sales Engineer"],
      ["손해사정사", "Claims Adjuster"],
      ["조교수", "Professor"],
      ["전문간호사", "Nurse Practitioner"],
      ["국선변호사", "Public Defender"],
      ["취준생", "Job Seeker"],
      // Chinese, simplified
      ["码农", "Software Engineer"],
      ["软件架构师", "Software Architect"],
      ["嵌入式工程师", "Embedded Engineer"],
      ["平面设计师", "Graphic Designer"],
      ["游戏策划", "Game Designer"],
      ["售前工程师", "Sales Engineer"],
      ["首席产品官", "CPO"],
      ["量化研究员", "Quant"],
      ["广告优化师", "Performance Marketer"],
      ["总法律顾问", "General Counsel"],
      ["求职中", "Job Seeker"],
      // Chinese, traditional
      ["碼農", "Software Engineer"],
      ["程式設計師", "Software Engineer"],
      ["韌體工程師", "Embedded Engineer"],
      ["資安長", "CISO"],
      ["雲端工程師", "Cloud Engineer"],
      ["數據分析師", "Data Analyst"],
      ["外科醫師", "Surgeon"],
      ["專科護理師", "Nurse Practitioner"],
      ["廣告投手", "Performance Marketer"],
      ["主廚", "Head Chef"],
      ["建築師", "Architect"],
      // Hindi, Devanagari
      ["फाउंडर", "Founder"],
      ["प्रोडक्ट मैनेजर", "Product Manager"],
      ["प्रोजेक्ट मैनेजर", "Project Manager"],
      ["डेटा इंजीनियर", "Data Engineer"],
      ["कंटेंट राइटर", "Copywriter"],
      ["सेल्स एग्जीक्यूटिव", "Account Executive"],
      ["मेडिकल रिप्रेजेंटेटिव", "Medical Sales Representative"],
      ["प्रधानाचार्य", "School Principal"],
      ["आंगनवाड़ी कार्यकर्ता", "Early Childhood Educator"],
      ["फिजियोथेरेपिस्ट", "Physiotherapist"],
      ["बीमा एजेंट", "Insurance Agent"],
      ["कांस्टेबल", "Police Officer"],
      ["एयर होस्टेस", "Flight Attendant"],
      // Hinglish
      ["MR hoon", "Medical Sales Representative"],
      ["CA hu", "Accountant"],
      ["advocate hoon", "Lawyer"],
      ["IAS officer", "Civil Servant"],
      ["IPS officer", "Police Officer"],
      ["LIC agent", "Insurance Agent"],
      ["kisan hoon", "Farmer"],
      ["ex-serviceman", "Military Veteran"],
      ["adhyapak", "Teacher"],
      ["patrakar", "Journalist"],
    ]);
  });

  it("name their industries", () => {
    for (const [form, industry] of [
      ["フィンテック", "Fintech"],
      ["半導體", "Semiconductors"],
      ["핀테크", "Fintech"],
      ["会计师事务所", "Accounting"],
      ["एडटेक", "Edtech"],
    ]) expect(matchLabel("industry", form), form).toBe(industry);
  });

  it("are read from bios", () => {
    const bios: [string, string][] = [
      ["株式会社Acme テックリード｜Go / Kubernetes", "Tech Lead"],
      ["SaaS企業でインサイドセールスをしています", "Sales Development Representative"],
      ["製薬MR歴10年。週末はキャンプ", "Medical Sales Representative"],
      ["都内でオンライン秘書として働くママ", "Virtual Assistant"],
      ["서비스 기획자 | 핀테크 스타트업", "Product Manager"],
      ["게임 기획자 | 인디 게임 좋아해요", "Game Designer"],
      ["전문간호사로 일하고 있어요", "Nurse Practitioner"],
      ["前端码农，业余写写博客", "Software Engineer"],
      ["嵌入式工程师 / 深圳 / 喜欢摄影", "Embedded Engineer"],
      ["资深平面设计师，接品牌视觉项目", "Graphic Designer"],
      ["台北｜韌體工程師｜貓奴", "Embedded Engineer"],
      ["外科醫師，偶爾跑馬拉松", "Surgeon"],
      ["प्रोडक्ट मैनेजर | बेंगलुरु | चाय प्रेमी", "Product Manager"],
      ["मेडिकल रिप्रेजेंटेटिव, लखनऊ", "Medical Sales Representative"],
      ["सरकारी स्कूल में प्रधानाचार्य", "School Principal"],
      ["MR hoon, pharma mein 8 saal", "Medical Sales Representative"],
      ["CA hu | GST, audit, ITR filing", "Accountant"],
      ["Advocate hoon, Delhi High Court", "Lawyer"],
      ["Retd. IPS officer. Desh pehle", "Police Officer"],
      ["LIC agent | policy ke liye DM karein", "Insurance Agent"],
    ];
    for (const [bio, role] of bios) expect(rolesIn(bio), bio).toContain(role);
  });

  it("leave out words that fold to everyday words or name other things", () => {
    // "बकरा" (goat), "वाटर" (water), "संसद" (parliament) and "साइबर" alone name no role; a vice-president is no president.
    for (const bio of ["बकरा ईद मुबारक", "वाटर पार्क में मस्ती", "संसद का सत्र", "集团副总裁", "クラウドファンディング挑戦中"]) {
      expect(rolesIn(bio), bio).toEqual([]);
    }
  });
});
