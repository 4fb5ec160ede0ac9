import type { Mood } from './moods';

// Words that say a sticker's own mood or intent, for the emoji Telegram files it under
// (lib/stickers/emoji.ts). Lower case, '|' between words; a trailing * lets any ending follow
// ("annoy*": annoyed, annoying). Scripts written without spaces (Chinese, Japanese, Thai) match
// anywhere. English first, then common words of the label languages people use most; a text with
// none of them keeps the set's moods.

/** Intents that are not moods, with their own emoji. */
export const INTENT_EMOJI = {
  greeting: ['👋', '😊'],
  thanks: ['🙏', '😊'],
  agree: ['👍', '👌'],
  refuse: ['🙅', '👎'],
  sorry: ['🙏', '😔'],
} as const;

export type Intent = keyof typeof INTENT_EMOJI;

export const MOOD_WORDS: Partial<Record<Mood | Intent, string>> = {
  frustrated:
    'ugh|argh|grr*|annoy*|frustrat*|fed up|facepalm|why me|seriously|meh|eye roll*|nervig|genervt|uff|harto|qué fastidio|pfff|marre|agaçant|che palle|бесит|блин|достало|イライラ|烦|无语|짜증',
  angry:
    'angry|mad|furious|rage|hate|pissed|wütend|sauer|enojad*|furios*|furieux|en colère|arrabbiat*|злой|злюсь|怒|生气|화나',
  sad: 'sad|cry*|tears|heartbroken|miss you|traurig|triste|llorar|pleure*|грустно|плачу|悲し|泣|难过|哭|슬퍼',
  melancholy: 'lonely|alone|gloomy|einsam|seul*|одиноко|寂し|孤独',
  anxious:
    'nervous|anxious|worried|scared|panic*|eek|yikes|help|nervös|angst|miedo|peur|страшно|тревож*|不安|怖い|紧张|害怕',
  tired:
    'tired|sleepy|exhausted|zzz|yawn*|monday|müde|cansad*|fatigué*|stanc*|устал*|спать|眠い|疲れ|累|困|피곤',
  romantic:
    "love|kiss*|darling|babe|xoxo|sweetheart|liebe|amor|amour|ti amo|te quiero|je t’aime|je t'aime|люблю|целую|愛|好き|爱|사랑",
  cute: 'cute|aww*|adorable|hug*|süß|lindo|mignon*|carino|милый|обнима*|かわいい|可爱|귀여',
  humorous: 'lol|haha*|lmao|rofl|funny|joke|jaja*|mdr|хаха*|ахаха*|笑|哈哈|ㅋㅋ',
  excited:
    'yay|wow|omg|woo*|hooray|celebrat*|congrat*|party|juhu|genial|génial|fantastic*|ура|やった|耶|太棒|대박',
  fun: 'fun|play*|game|spaß|divertid*|amusant|весело|楽しい|好玩',
  calm: 'relax*|chill*|calm|peace*|zen|breathe|entspann*|tranquil*|спокойн*|のんびり|放松',
  energetic: "let's go|lets go|go go|power|energy|workout|gym|los geht*|vamos|allez|погнали|頑張|加油|화이팅",
  inspirational: 'you can|believe|keep going|proud|goal*|strong|du schaffst|tú puedes|courage|верю|目标',
  sarcastic: 'sure|whatever|obviously|yeah right|as if|na klar|claro|bien sûr|ну да|はいはい|呵呵',
  dramatic: 'noo*|no way|shock*|drama*|oh no|dios mío|mon dieu|o mio dio|ужас|まじ|天哪',
  silly: 'silly|derp|goofy|oops|crazy|hehe*|verrückt|loco|ups|упс|えへ|嘿嘿',
  mysterious: 'secret|mystery|shh*|hmm*|geheim*|secreto|mystère|секрет|秘密',
  nostalgic: 'remember|throwback|memories|old times|erinner*|recuerd*|souvenir*|помнишь|懐かし|回忆',
  dreamy: 'dream*|daydream*|wish*|someday|träum*|sueño|rêve*|мечта*|夢|梦',
  greeting:
    'hi|hello|hey|bye|good morning|good night|hallo|tschüss|hola|adiós|bonjour|salut|ciao|привет|пока|こんにちは|おはよう|またね|你好|再见|안녕',
  thanks: 'thanks|thank you|thx|danke|gracias|merci|grazie|obrigad*|спасибо|ありがとう|谢谢|감사|고마워',
  agree: "ok|okay|deal|agreed|got it|einverstanden|vale|d'accord|va bene|ладно|хорошо|了解|好的|알겠",
  refuse: 'no|nope|nah|never|nein|jamais|нет|だめ|不要|싫어',
  sorry: 'sorry|apolog*|my bad|entschuldig*|perdón|lo siento|désolé*|scusa|прости|извини|ごめん|对不起|미안',
};
