/** Words that carry no meaning on their own (a query leaves them out unless it is nothing else). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'yang dan di ke dari untuk dengan atau ini itu pada dalam adalah oleh sebagai juga akan ada para ' +
    'the a an of and or to in on for with by at is are be as from this that it'
  ).split(' '),
)
