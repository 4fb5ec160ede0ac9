// Sticker label phrases in every label language (lib/config/label-languages.ts), one row per
// language, phrases in PHRASES order separated by '|'. Short, sticker-like, natural in each language.
// What each phrase's sticker shows is written per description language in banks/ (`actions`).
export const PHRASES = [
  { en: 'Hello!', tags: ['social', 'fun', 'all', 'family'] },
  { en: 'Good morning!', tags: ['social', 'calm', 'family', 'inspirational'] },
  { en: 'Good night!', tags: ['tired', 'calm', 'family', 'dreamy'] },
  { en: 'Thank you!', tags: ['social', 'cute', 'workplace'] },
  { en: 'Love you!', tags: ['romantic', 'cute', 'pets', 'family'] },
  { en: 'Miss you', tags: ['romantic', 'sad', 'melancholy', 'nostalgic'] },
  { en: 'Wow!', tags: ['excited', 'dramatic', 'energetic'] },
  { en: 'Haha!', tags: ['humorous', 'fun', 'silly'] },
  { en: 'Sorry!', tags: ['sad', 'anxious', 'emotions'] },
  { en: 'Congrats!', tags: ['events', 'excited', 'inspirational'] },
  { en: "Let's go!", tags: ['energetic', 'sports', 'travel', 'inspirational'] },
  { en: 'OK!', tags: ['workplace', 'calm', 'all'] },
  { en: 'Yes!', tags: ['excited', 'sports', 'gaming'] },
  { en: 'No way!', tags: ['sarcastic', 'dramatic', 'angry'] },
  { en: 'Coffee time', tags: ['food', 'workplace', 'tired', 'calm'] },
  { en: 'So tired…', tags: ['tired', 'frustrated', 'study', 'workplace'] },
  { en: 'Hungry!', tags: ['food', 'silly', 'pets'] },
  { en: 'Party time!', tags: ['events', 'fun', 'music', 'excited'] },
  { en: 'Good luck!', tags: ['study', 'inspirational', 'events', 'sports'] },
  { en: 'See you!', tags: ['social', 'travel'] },
  { en: 'Hugs!', tags: ['cute', 'family', 'romantic', 'pets', 'health'] },
  { en: 'Really?!', tags: ['sarcastic', 'mysterious', 'anxious', 'humorous'] },
  { en: 'Ugh…', tags: ['angry', 'frustrated', 'melancholy', 'emotions'] },
  { en: 'Game on!', tags: ['gaming', 'energetic', 'fun', 'music'] },
] as const;

const ROWS: Record<string, string> = {
  en: PHRASES.map((p) => p.en).join('|'),
  fr: "Salut !|Bonjour !|Bonne nuit !|Merci !|Je t'aime !|Tu me manques|Waouh !|Haha !|Pardon !|Bravo !|On y va !|OK !|Oui !|Pas question !|Pause café|Trop fatigué…|J'ai faim !|C'est la fête !|Bonne chance !|À plus !|Câlins !|Sérieux ?!|Pff…|C'est parti !",
  de: 'Hallo!|Guten Morgen!|Gute Nacht!|Danke!|Hab dich lieb!|Vermisse dich|Wow!|Haha!|Sorry!|Glückwunsch!|Los geht’s!|Okay!|Ja!|Auf keinen Fall!|Kaffeepause|So müde…|Hunger!|Party!|Viel Glück!|Bis bald!|Umarmung!|Echt jetzt?!|Uff…|Spiel läuft!',
  uk: 'Привіт!|Доброго ранку!|На добраніч!|Дякую!|Кохаю!|Сумую|Ого!|Ха-ха!|Вибач!|Вітаю!|Погнали!|Гаразд!|Так!|Та ні!|Час кави|Так втомився…|Їсти хочу!|Вечірка!|Успіхів!|До зустрічі!|Обіймаю!|Серйозно?!|Ех…|Граємо!',
  ru: 'Привет!|Доброе утро!|Спокойной ночи!|Спасибо!|Люблю!|Скучаю|Вау!|Ха-ха!|Прости!|Поздравляю!|Погнали!|Окей!|Да!|Ни за что!|Время кофе|Так устал…|Есть хочу!|Вечеринка!|Удачи!|До встречи!|Обнимаю!|Серьёзно?!|Эх…|Играем!',
  ja: 'こんにちは！|おはよう！|おやすみ！|ありがとう！|大好き！|会いたい|すごい！|あはは！|ごめんね！|おめでとう！|行こう！|OK！|やった！|ありえない！|コーヒータイム|もう疲れた…|お腹すいた！|パーティーだ！|がんばって！|またね！|ぎゅー！|マジで？！|はぁ…|ゲーム開始！',
  es: '¡Hola!|¡Buenos días!|¡Buenas noches!|¡Gracias!|¡Te quiero!|Te extraño|¡Guau!|¡Jaja!|¡Perdón!|¡Felicidades!|¡Vamos!|¡Vale!|¡Sí!|¡Ni hablar!|Hora del café|Qué cansancio…|¡Tengo hambre!|¡De fiesta!|¡Suerte!|¡Hasta luego!|¡Abrazos!|¿En serio?!|Uf…|¡A jugar!',
  pt: 'Olá!|Bom dia!|Boa noite!|Obrigado!|Adoro-te!|Tenho saudades|Uau!|Haha!|Desculpa!|Parabéns!|Vamos!|Ok!|Sim!|Nem pensar!|Hora do café|Tão cansado…|Tenho fome!|Festa!|Boa sorte!|Até já!|Abraços!|A sério?!|Ufa…|Bora jogar!',
  it: 'Ciao!|Buongiorno!|Buonanotte!|Grazie!|Ti voglio bene!|Mi manchi|Wow!|Ahah!|Scusa!|Congratulazioni!|Andiamo!|Ok!|Sì!|Neanche per sogno!|Pausa caffè|Che stanchezza…|Ho fame!|Festa!|In bocca al lupo!|A presto!|Abbracci!|Davvero?!|Uffa…|Si gioca!',
  zh: '你好！|早上好！|晚安！|谢谢！|爱你！|想你了|哇！|哈哈！|对不起！|恭喜！|出发！|好的！|耶！|不可能！|咖啡时间|好累啊…|饿了！|派对时间！|加油！|回头见！|抱抱！|真的吗？！|唉…|开黑！',
  hi: 'नमस्ते!|सुप्रभात!|शुभ रात्रि!|धन्यवाद!|प्यार है!|याद आ रही है|वाह!|हाहा!|माफ़ करना!|बधाई हो!|चलो चलें!|ठीक है!|हाँ!|बिल्कुल नहीं!|कॉफ़ी टाइम|बहुत थक गया…|भूख लगी!|पार्टी टाइम!|शुभकामनाएँ!|फिर मिलेंगे!|झप्पी!|सच में?!|उफ़…|खेल शुरू!',
  'pt-BR':
    'Oi!|Bom dia!|Boa noite!|Obrigado!|Te amo!|Saudade|Uau!|Kkkk!|Foi mal!|Parabéns!|Bora!|Beleza!|Isso!|De jeito nenhum!|Hora do café|Que cansaço…|Tô com fome!|Festa!|Boa sorte!|Até mais!|Abraço!|Sério?!|Afe…|Bora jogar!',
  ko: '안녕!|좋은 아침!|잘 자!|고마워!|사랑해!|보고 싶어|와!|하하!|미안해!|축하해!|가자!|오케이!|좋아!|말도 안 돼!|커피 타임|너무 피곤해…|배고파!|파티 타임!|행운을 빌어!|또 봐!|안아줘!|진짜?!|에휴…|게임 시작!',
  id: 'Halo!|Selamat pagi!|Selamat malam!|Terima kasih!|Sayang kamu!|Kangen|Wah!|Haha!|Maaf!|Selamat!|Ayo!|Oke!|Yes!|Nggak mungkin!|Waktunya ngopi|Capek banget…|Lapar!|Pesta!|Semoga sukses!|Sampai jumpa!|Peluk!|Serius?!|Hadeh…|Main yuk!',
  tr: 'Merhaba!|Günaydın!|İyi geceler!|Teşekkürler!|Seni seviyorum!|Özledim|Vay!|Haha!|Pardon!|Tebrikler!|Hadi gidelim!|Tamam!|Evet!|Asla!|Kahve molası|Çok yorgunum…|Acıktım!|Parti zamanı!|Bol şans!|Görüşürüz!|Sarıl!|Ciddi misin?!|Of…|Oyun başlasın!',
  th: 'สวัสดี!|อรุณสวัสดิ์!|ฝันดีนะ!|ขอบคุณ!|รักนะ!|คิดถึง|ว้าว!|555!|ขอโทษนะ!|ยินดีด้วย!|ไปกันเลย!|โอเค!|เย้!|ไม่มีทาง!|เวลากาแฟ|เหนื่อยจัง…|หิวแล้ว!|ปาร์ตี้!|โชคดีนะ!|แล้วเจอกัน!|กอดๆ!|จริงเหรอ?!|เฮ้อ…|เริ่มเกม!',
  vi: 'Xin chào!|Chào buổi sáng!|Chúc ngủ ngon!|Cảm ơn!|Yêu bạn!|Nhớ bạn|Ồ!|Haha!|Xin lỗi!|Chúc mừng!|Đi thôi!|Ok!|Được!|Không đời nào!|Giờ cà phê|Mệt quá…|Đói rồi!|Tiệc thôi!|Chúc may mắn!|Hẹn gặp lại!|Ôm cái nào!|Thật á?!|Haizz…|Vào game!',
  fil: 'Kumusta!|Magandang umaga!|Magandang gabi!|Salamat!|Mahal kita!|Miss na kita|Wow!|Haha!|Pasensya na!|Congrats!|Tara na!|Sige!|Oo!|Ayoko nga!|Oras ng kape|Pagod na ako…|Gutom na ako!|Party na!|Good luck!|Kita tayo!|Yakap!|Talaga?!|Hay naku…|Laro na!',
  ms: 'Hai!|Selamat pagi!|Selamat malam!|Terima kasih!|Sayang awak!|Rindu|Wah!|Haha!|Maaf!|Tahniah!|Jom!|Okey!|Ya!|Tak mungkin!|Masa kopi|Penatnya…|Lapar!|Masa berparti!|Semoga berjaya!|Jumpa lagi!|Peluk!|Betul ke?!|Haih…|Jom main!',
  ar: 'مرحبًا!|صباح الخير!|تصبح على خير!|شكرًا!|أحبك!|اشتقت إليك|واو!|هههه!|آسف!|مبروك!|هيا بنا!|حسنًا!|نعم!|مستحيل!|وقت القهوة|متعب جدًا…|جائع!|وقت الحفلة!|بالتوفيق!|إلى اللقاء!|عناق!|حقًا؟!|أوف…|لنلعب!',
  kk: 'Сәлем!|Қайырлы таң!|Қайырлы түн!|Рақмет!|Жақсы көремін!|Сағындым|Уау!|Ха-ха!|Кешір!|Құттықтаймын!|Кеттік!|Жарайды!|Иә!|Мүмкін емес!|Кофе уақыты|Қатты шаршадым…|Қарным ашты!|Той!|Сәттілік!|Кездескенше!|Құшақтаймын!|Шын ба?!|Ух…|Ойын басталды!',
  sv: 'Hej!|God morgon!|God natt!|Tack!|Älskar dig!|Saknar dig|Wow!|Haha!|Förlåt!|Grattis!|Nu kör vi!|Okej!|Ja!|Aldrig!|Fikadags|Så trött…|Hungrig!|Festdags!|Lycka till!|Vi ses!|Kramar!|Seriöst?!|Usch…|Spelet börjar!',
  fi: 'Moi!|Huomenta!|Hyvää yötä!|Kiitos!|Rakastan sua!|Ikävä|Vau!|Haha!|Anteeksi!|Onnea!|Mennään!|Okei!|Jes!|Ei ikinä!|Kahvitauko|Niin väsynyt…|Nälkä!|Juhlat!|Tsemppiä!|Nähdään!|Haleja!|Ihan oikeesti?!|Huoh…|Peli alkaa!',
  nl: 'Hoi!|Goedemorgen!|Welterusten!|Dank je!|Hou van je!|Mis je|Wauw!|Haha!|Sorry!|Gefeliciteerd!|Kom op!|Oké!|Ja!|Echt niet!|Koffietijd|Zo moe…|Honger!|Feest!|Succes!|Tot zo!|Knuffels!|Echt?!|Pff…|Game on!',
  pl: 'Cześć!|Dzień dobry!|Dobranoc!|Dziękuję!|Kocham cię!|Tęsknię|Wow!|Haha!|Przepraszam!|Gratulacje!|Jedziemy!|Okej!|Tak!|Nie ma mowy!|Czas na kawę|Taki zmęczony…|Głodny!|Impreza!|Powodzenia!|Do zobaczenia!|Przytulasy!|Serio?!|Eh…|Gramy!',
  cs: 'Ahoj!|Dobré ráno!|Dobrou noc!|Děkuju!|Miluju tě!|Chybíš mi|Páni!|Haha!|Promiň!|Gratuluju!|Jdeme na to!|Dobře!|Ano!|Ani náhodou!|Čas na kafe|Tak unavený…|Mám hlad!|Párty!|Hodně štěstí!|Uvidíme se!|Objímám!|Vážně?!|Ach jo…|Hrajeme!',
  el: 'Γεια!|Καλημέρα!|Καληνύχτα!|Ευχαριστώ!|Σ’ αγαπώ!|Μου λείπεις|Ουάου!|Χαχα!|Συγγνώμη!|Συγχαρητήρια!|Πάμε!|Εντάξει!|Ναι!|Με τίποτα!|Ώρα για καφέ|Πολύ κουρασμένος…|Πεινάω!|Πάρτι!|Καλή τύχη!|Τα λέμε!|Αγκαλιές!|Σοβαρά;!|Ουφ…|Ώρα για παιχνίδι!',
  da: 'Hej!|Godmorgen!|Godnat!|Tak!|Elsker dig!|Savner dig|Wow!|Haha!|Undskyld!|Tillykke!|Kom så!|Okay!|Ja!|Aldrig!|Kaffetid|Så træt…|Sulten!|Fest!|Held og lykke!|Vi ses!|Kram!|Seriøst?!|Øv…|Spillet er i gang!',
  no: 'Hei!|God morgen!|God natt!|Takk!|Glad i deg!|Savner deg|Wow!|Haha!|Beklager!|Gratulerer!|Kom igjen!|Ok!|Ja!|Aldri!|Kaffetid|Så sliten…|Sulten!|Fest!|Lykke til!|Vi ses!|Klem!|Seriøst?!|Æsj…|Spillet er i gang!',
  he: 'שלום!|בוקר טוב!|לילה טוב!|תודה!|אוהב אותך!|מתגעגע|וואו!|חחח!|סליחה!|מזל טוב!|יאללה!|אוקיי!|כן!|אין מצב!|זמן קפה|כל כך עייף…|רעב!|מסיבה!|בהצלחה!|להתראות!|חיבוק!|ברצינות?!|אוף…|משחקים!',
  lt: 'Labas!|Labas rytas!|Labanakt!|Ačiū!|Myliu tave!|Pasiilgau|Oho!|Cha cha!|Atsiprašau!|Sveikinu!|Pirmyn!|Gerai!|Taip!|Jokiu būdu!|Kavos metas|Toks pavargęs…|Alkanas!|Vakarėlis!|Sėkmės!|Iki!|Apkabinimai!|Rimtai?!|Ech…|Žaidžiam!',
  lv: 'Sveiki!|Labrīt!|Ar labunakti!|Paldies!|Mīlu tevi!|Pietrūksti|Oho!|Haha!|Piedod!|Apsveicu!|Aiziet!|Labi!|Jā!|Nekādā gadījumā!|Kafijas laiks|Tik noguris…|Izsalcis!|Ballīte!|Veiksmi!|Uz tikšanos!|Apskāvieni!|Nopietni?!|Eh…|Spēlējam!',
  et: 'Tere!|Tere hommikust!|Head ööd!|Aitäh!|Armastan sind!|Igatsen|Vau!|Haha!|Vabandust!|Palju õnne!|Läheme!|Okei!|Jah!|Mitte mingil juhul!|Kohviaeg|Nii väsinud…|Näljane!|Pidu!|Edu!|Näeme!|Kallistused!|Tõesti?!|Ohh…|Mäng algab!',
  hu: 'Szia!|Jó reggelt!|Jó éjszakát!|Köszönöm!|Szeretlek!|Hiányzol|Hűha!|Haha!|Bocsi!|Gratulálok!|Gyerünk!|Oké!|Igen!|Szó sem lehet róla!|Kávészünet|Nagyon fáradt…|Éhes vagyok!|Buli!|Sok sikert!|Viszlát!|Ölelés!|Komolyan?!|Jaj…|Kezdődik a játék!',
  ro: 'Salut!|Bună dimineața!|Noapte bună!|Mulțumesc!|Te iubesc!|Mi-e dor de tine|Uau!|Haha!|Scuze!|Felicitări!|Hai să mergem!|Bine!|Da!|Nici gând!|Pauză de cafea|Atât de obosit…|Mi-e foame!|Petrecere!|Baftă!|Pe curând!|Îmbrățișări!|Serios?!|Of…|Începe jocul!',
  bg: 'Здравей!|Добро утро!|Лека нощ!|Благодаря!|Обичам те!|Липсваш ми|Уау!|Ха-ха!|Съжалявам!|Поздравления!|Хайде!|Добре!|Да!|В никакъв случай!|Време за кафе|Толкова уморен…|Гладен съм!|Купон!|Успех!|До скоро!|Прегръдки!|Сериозно?!|Ох…|Играем!',
  sk: 'Ahoj!|Dobré ráno!|Dobrú noc!|Ďakujem!|Ľúbim ťa!|Chýbaš mi|Páni!|Haha!|Prepáč!|Gratulujem!|Ideme na to!|Dobre!|Áno!|Ani náhodou!|Čas na kávu|Taký unavený…|Som hladný!|Párty!|Veľa šťastia!|Uvidíme sa!|Objímam!|Vážne?!|Ach jaj…|Hráme!',
  sl: 'Živjo!|Dobro jutro!|Lahko noč!|Hvala!|Rad te imam!|Pogrešam te|Vau!|Haha!|Oprosti!|Čestitke!|Gremo!|V redu!|Ja!|Niti slučajno!|Čas za kavo|Tako utrujen…|Lačen!|Zabava!|Srečno!|Se vidimo!|Objemi!|Resno?!|Uf…|Igramo!',
  hr: 'Bok!|Dobro jutro!|Laku noć!|Hvala!|Volim te!|Nedostaješ mi|Vau!|Haha!|Oprosti!|Čestitam!|Idemo!|Može!|Da!|Nema šanse!|Vrijeme za kavu|Tako umoran…|Gladan sam!|Tulum!|Sretno!|Vidimo se!|Zagrljaji!|Ozbiljno?!|Uf…|Igramo!',
};

/** The label phrases of a language (English when a language has no row). */
const split = new Map<string, readonly string[]>();
export function labelsFor(language: string): readonly string[] {
  const code = ROWS[language] ? language : 'en';
  let labels = split.get(code);
  if (!labels) {
    labels = (ROWS[code] as string).split('|');
    split.set(code, labels);
  }
  return labels;
}

export const LABEL_BANK_LANGUAGES = Object.keys(ROWS);
