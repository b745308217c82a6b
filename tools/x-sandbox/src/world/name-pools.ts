import { WeightedTable } from './prng.js';

export type BioLanguage = 'en' | 'es' | 'fr' | 'de' | 'pt';

export interface Culture {
  readonly key: string;
  /** Relative share of generated people. */
  readonly weight: number;
  readonly firstNames: readonly string[];
  readonly lastNames: readonly string[];
  readonly cities: readonly string[];
  readonly flag: string;
  /** Language of the bios that are not in English, and how often a bio uses it. */
  readonly localLanguage?: { readonly language: BioLanguage; readonly share: number };
  /** Display names in native script, used occasionally. */
  readonly nativeNames?: readonly string[];
  /** How often the display name is written family name first. */
  readonly familyNameFirst?: number;
}

export const CULTURES: readonly Culture[] = [
  {
    key: 'english',
    weight: 24,
    firstNames: ['James', 'Emily', 'Michael', 'Sarah', 'David', 'Jessica', 'Chris', 'Ashley', 'Matt', 'Hannah', 'Ryan', 'Olivia', 'Jake', 'Megan', 'Tom', 'Lauren', 'Ben', 'Rachel', 'Sam', 'Katie', 'Daniel', 'Grace', 'Alex', 'Chloe', 'Nick', 'Amelia', 'Josh', 'Zoe', 'Andrew', 'Sophie', 'Tyler', 'Madison'],
    lastNames: ['Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Taylor', 'Anderson', 'Thomas', 'Moore', 'Martin', 'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Walker', 'Hall', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Murphy', "O'Brien", 'Campbell', 'Evans'],
    cities: ['San Francisco, CA', 'New York, NY', 'Austin, TX', 'Seattle, WA', 'London', 'Manchester, England', 'Toronto, Ontario', 'Sydney, Australia', 'Boston, MA', 'Chicago, IL', 'Denver, CO', 'Dublin, Ireland', 'Los Angeles, CA', 'Vancouver, BC'],
    flag: '🇺🇸',
  },
  {
    key: 'spanish',
    weight: 9,
    firstNames: ['María', 'José', 'Lucía', 'Javier', 'Carmen', 'Alejandro', 'Sofía', 'Diego', 'Valentina', 'Pablo', 'Isabel', 'Sergio', 'Camila', 'Andrés', 'Paula', 'Mateo', 'Elena', 'Carlos', 'Daniela', 'Fernando', 'Ana', 'Miguel', 'Ximena', 'Raúl'],
    lastNames: ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Hernández', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Morales', 'Núñez', 'Castillo', 'Jiménez', 'Ruiz', 'Vargas', 'Romero', 'Ortega'],
    cities: ['Madrid', 'Barcelona', 'Valencia, España', 'Ciudad de México', 'Buenos Aires, Argentina', 'Bogotá, Colombia', 'Santiago, Chile', 'Lima, Perú', 'Monterrey, NL', 'Medellín', 'Sevilla'],
    flag: '🇪🇸',
    localLanguage: { language: 'es', share: 0.45 },
  },
  {
    key: 'portuguese',
    weight: 7,
    firstNames: ['João', 'Ana', 'Pedro', 'Beatriz', 'Lucas', 'Mariana', 'Gabriel', 'Juliana', 'Rafael', 'Larissa', 'Thiago', 'Fernanda', 'Gustavo', 'Camila', 'Felipe', 'Letícia', 'Bruno', 'Isabela', 'Rodrigo', 'Luíza', 'Vinícius', 'Carolina'],
    lastNames: ['Silva', 'Santos', 'Oliveira', 'Souza', 'Costa', 'Pereira', 'Ferreira', 'Almeida', 'Carvalho', 'Gomes', 'Ribeiro', 'Martins', 'Araújo', 'Rocha', 'Barbosa', 'Gonçalves', 'Lima', 'Cardoso', 'Moreira', 'Nascimento'],
    cities: ['São Paulo, Brasil', 'Rio de Janeiro', 'Belo Horizonte', 'Porto Alegre, RS', 'Curitiba', 'Recife', 'Florianópolis', 'Lisboa, Portugal', 'Porto', 'Brasília'],
    flag: '🇧🇷',
    localLanguage: { language: 'pt', share: 0.5 },
  },
  {
    key: 'french',
    weight: 5,
    firstNames: ['Camille', 'Louis', 'Chloé', 'Hugo', 'Léa', 'Lucas', 'Manon', 'Théo', 'Inès', 'Julien', 'Élodie', 'Antoine', 'Sarah', 'Maxime', 'Hélène', 'Nicolas', 'Claire', 'Baptiste', 'Margaux', 'Mathieu', 'Amélie', 'Guillaume'],
    lastNames: ['Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garnier', 'Fontaine', 'Rousseau', 'Chevalier', 'Girard', 'Lambert', 'Bonnet', 'Mercier'],
    cities: ['Paris, France', 'Lyon', 'Marseille', 'Bordeaux', 'Nantes', 'Toulouse', 'Lille', 'Montréal, Québec', 'Bruxelles', 'Genève'],
    flag: '🇫🇷',
    localLanguage: { language: 'fr', share: 0.5 },
  },
  {
    key: 'german',
    weight: 5,
    firstNames: ['Lukas', 'Anna', 'Jonas', 'Lena', 'Felix', 'Laura', 'Maximilian', 'Julia', 'Leon', 'Sophie', 'Tobias', 'Katharina', 'Jürgen', 'Sabine', 'Florian', 'Miriam', 'Niklas', 'Johanna', 'Stefan', 'Hannah', 'Moritz', 'Franziska'],
    lastNames: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Koch', 'Bauer', 'Richter', 'Klein', 'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hartmann'],
    cities: ['Berlin', 'München', 'Hamburg', 'Köln', 'Frankfurt am Main', 'Stuttgart', 'Leipzig', 'Wien, Österreich', 'Zürich', 'Düsseldorf'],
    flag: '🇩🇪',
    localLanguage: { language: 'de', share: 0.45 },
  },
  {
    key: 'italian',
    weight: 4,
    firstNames: ['Giulia', 'Marco', 'Francesca', 'Alessandro', 'Chiara', 'Luca', 'Sara', 'Matteo', 'Martina', 'Lorenzo', 'Valentina', 'Andrea', 'Federica', 'Davide', 'Elisa', 'Simone', 'Giorgia', 'Riccardo', 'Alessia', 'Stefano'],
    lastNames: ['Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Mancini', 'Costa', 'Giordano', 'Rizzo', 'Lombardi', 'Moretti'],
    cities: ['Milano', 'Roma', 'Torino', 'Bologna', 'Firenze', 'Napoli', 'Verona', 'Padova', 'Genova'],
    flag: '🇮🇹',
  },
  {
    key: 'indian',
    weight: 10,
    firstNames: ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Sneha', 'Arjun', 'Divya', 'Rahul', 'Pooja', 'Karthik', 'Neha', 'Aditya', 'Kavya', 'Siddharth', 'Meera', 'Amit', 'Ishita', 'Varun', 'Shreya', 'Nikhil', 'Lakshmi', 'Harsh', 'Tanvi', 'Sanjay'],
    lastNames: ['Sharma', 'Patel', 'Gupta', 'Singh', 'Kumar', 'Reddy', 'Iyer', 'Nair', 'Mehta', 'Joshi', 'Agarwal', 'Rao', 'Verma', 'Chopra', 'Banerjee', 'Menon', 'Desai', 'Kapoor', 'Pillai', 'Krishnan', 'Bhat', 'Chatterjee'],
    cities: ['Bengaluru, India', 'Mumbai', 'New Delhi, India', 'Hyderabad', 'Pune', 'Chennai', 'Gurugram', 'Kolkata', 'Noida', 'Ahmedabad'],
    flag: '🇮🇳',
  },
  {
    key: 'chinese',
    weight: 5,
    firstNames: ['Wei', 'Fang', 'Jun', 'Li', 'Hao', 'Xin', 'Yang', 'Mei', 'Jing', 'Lei', 'Yan', 'Tao', 'Ying', 'Chen', 'Xiaoming', 'Lin', 'Zhiwei', 'Yuxuan', 'Ruoxi', 'Kevin', 'Jenny', 'Eric'],
    lastNames: ['Wang', 'Li', 'Zhang', 'Liu', 'Chen', 'Yang', 'Huang', 'Zhao', 'Wu', 'Zhou', 'Xu', 'Sun', 'Ma', 'Zhu', 'Hu', 'Guo', 'Lin', 'He', 'Gao', 'Luo'],
    cities: ['Shanghai', 'Beijing', 'Shenzhen', 'Hangzhou', 'Hong Kong', 'Taipei', 'Singapore', 'Guangzhou'],
    flag: '🇨🇳',
    nativeNames: ['王伟', '李娜', '张敏', '刘洋', '陈静', '杨帆', '黄磊', '赵丽', '周杰', '吴婷'],
    familyNameFirst: 0.35,
  },
  {
    key: 'japanese',
    weight: 5,
    firstNames: ['Haruto', 'Yui', 'Sota', 'Hina', 'Ren', 'Aoi', 'Takumi', 'Sakura', 'Kenji', 'Yuki', 'Daiki', 'Mio', 'Shota', 'Nanami', 'Ryo', 'Akari', 'Hiroshi', 'Emi', 'Kaito', 'Rin'],
    lastNames: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Kato', 'Yoshida', 'Yamada', 'Sasaki', 'Matsumoto', 'Inoue', 'Kimura', 'Hayashi', 'Shimizu'],
    cities: ['Tokyo', 'Osaka', 'Kyoto', 'Yokohama', 'Fukuoka', 'Sapporo', 'Nagoya', '東京'],
    flag: '🇯🇵',
    nativeNames: ['佐藤 健', '鈴木 美咲', '高橋 翔太', '田中 陽子', '渡辺 大輔', 'ゆうき', 'はるか', '山本 蓮', 'たくみ@エンジニア', '中村 さくら'],
    familyNameFirst: 0.4,
  },
  {
    key: 'korean',
    weight: 4,
    firstNames: ['Minjun', 'Seoyeon', 'Jiho', 'Jiwoo', 'Hyun', 'Soyeon', 'Donghyun', 'Yuna', 'Jaehyun', 'Eunji', 'Sungmin', 'Hana', 'Taeyang', 'Minji', 'Junho', 'Sora'],
    lastNames: ['Kim', 'Lee', 'Park', 'Choi', 'Jung', 'Kang', 'Cho', 'Yoon', 'Jang', 'Lim', 'Han', 'Shin', 'Oh', 'Seo', 'Kwon'],
    cities: ['Seoul', 'Busan', 'Incheon', 'Pangyo', 'Seoul, Korea', 'Daejeon'],
    flag: '🇰🇷',
    nativeNames: ['김민준', '이서연', '박지호', '최유나', '정하나', '강동현', '윤소라'],
    familyNameFirst: 0.4,
  },
  {
    key: 'nigerian',
    weight: 5,
    firstNames: ['Chinedu', 'Ngozi', 'Emeka', 'Funmilayo', 'Tunde', 'Adaeze', 'Oluwaseun', 'Chiamaka', 'Ibrahim', 'Amaka', 'Segun', 'Bukola', 'Obinna', 'Zainab', 'Kelechi', 'Temitope', 'Yusuf', 'Ifeoma', 'Damilola', 'Uche'],
    lastNames: ['Okafor', 'Adeyemi', 'Okonkwo', 'Balogun', 'Eze', 'Nwosu', 'Adebayo', 'Ogunleye', 'Abubakar', 'Okeke', 'Olawale', 'Afolabi', 'Chukwu', 'Bello', 'Obi', 'Adeleke', 'Oyelaran', 'Ibekwe'],
    cities: ['Lagos, Nigeria', 'Abuja', 'Port Harcourt', 'Ibadan', 'Lagos', 'Enugu', 'Kano'],
    flag: '🇳🇬',
  },
  {
    key: 'arabic',
    weight: 5,
    firstNames: ['Mohammed', 'Fatima', 'Ahmed', 'Aisha', 'Omar', 'Layla', 'Yousef', 'Mariam', 'Khalid', 'Noor', 'Hassan', 'Sara', 'Ali', 'Huda', 'Tariq', 'Rania', 'Karim', 'Salma', 'Faisal', 'Yasmin'],
    lastNames: ['Al-Sayed', 'Haddad', 'Khalil', 'Mansour', 'Nasser', 'Al-Farsi', 'Hamdan', 'Saleh', 'Aziz', 'Rahman', 'El-Amin', 'Qasim', 'Darwish', 'Said', 'Al-Mutairi', 'Kassab', 'Habib'],
    cities: ['Dubai, UAE', 'Riyadh', 'Cairo, Egypt', 'Amman, Jordan', 'Abu Dhabi', 'Doha, Qatar', 'Casablanca', 'Beirut', 'Jeddah'],
    flag: '🇦🇪',
    nativeNames: ['محمد', 'فاطمة', 'أحمد علي', 'عمر', 'نور', 'خالد', 'مريم'],
  },
  {
    key: 'turkish',
    weight: 3,
    firstNames: ['Mehmet', 'Zeynep', 'Emre', 'Elif', 'Burak', 'Ayşe', 'Can', 'Selin', 'Murat', 'Çağla', 'Oğuz', 'Deniz', 'Kerem', 'Ebru', 'Onur', 'Gizem', 'Barış', 'İrem'],
    lastNames: ['Yılmaz', 'Kaya', 'Demir', 'Şahin', 'Çelik', 'Yıldız', 'Yıldırım', 'Öztürk', 'Aydın', 'Özdemir', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Koç', 'Kurt'],
    cities: ['İstanbul', 'Ankara', 'İzmir', 'Istanbul, Türkiye', 'Bursa', 'Antalya'],
    flag: '🇹🇷',
  },
  {
    key: 'polish',
    weight: 3,
    firstNames: ['Jakub', 'Zuzanna', 'Kacper', 'Julia', 'Mateusz', 'Maja', 'Piotr', 'Aleksandra', 'Michał', 'Natalia', 'Paweł', 'Agnieszka', 'Tomasz', 'Katarzyna', 'Łukasz', 'Magdalena', 'Krzysztof', 'Małgorzata'],
    lastNames: ['Nowak', 'Kowalski', 'Wiśniewski', 'Wójcik', 'Kowalczyk', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Krawczyk'],
    cities: ['Warszawa', 'Kraków', 'Wrocław', 'Gdańsk', 'Poznań', 'Łódź', 'Warsaw, Poland'],
    flag: '🇵🇱',
  },
  {
    key: 'vietnamese',
    weight: 3,
    firstNames: ['Anh', 'Linh', 'Minh', 'Trang', 'Huy', 'Thảo', 'Tuấn', 'Ngọc', 'Dũng', 'Hương', 'Khoa', 'Mai', 'Phúc', 'Vy', 'Quang', 'Hà'],
    lastNames: ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô'],
    cities: ['Hà Nội', 'TP. Hồ Chí Minh', 'Ho Chi Minh City', 'Đà Nẵng', 'Hanoi, Vietnam'],
    flag: '🇻🇳',
    familyNameFirst: 0.5,
  },
  {
    key: 'indonesian',
    weight: 3,
    firstNames: ['Budi', 'Siti', 'Agus', 'Dewi', 'Rizky', 'Putri', 'Andi', 'Ayu', 'Fajar', 'Rina', 'Hendra', 'Intan', 'Dimas', 'Wulan'],
    lastNames: ['Santoso', 'Wijaya', 'Pratama', 'Saputra', 'Hidayat', 'Kurniawan', 'Setiawan', 'Lestari', 'Nugroho', 'Siregar', 'Gunawan', 'Halim'],
    cities: ['Jakarta', 'Bandung', 'Surabaya', 'Yogyakarta', 'Jakarta, Indonesia', 'Bali'],
    flag: '🇮🇩',
  },
];

export const CULTURE_TABLE = new WeightedTable(CULTURES.map((culture) => [culture, culture.weight] as const));

const folded = new Map<string, string>();

/** Latin transliteration for handles: strips accents and the letters NFD does not decompose. */
export function asciiFold(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = foldUncached(text);
    folded.set(text, result);
  }
  return result;
}

function foldUncached(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/İ/g, 'I')
    .replace(/[łŁ]/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/[đĐ]/g, 'd')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();
}
