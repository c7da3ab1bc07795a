// The package ships no types: one function from a word to its Porter2 stem.
declare module 'wink-porter2-stemmer' {
  const stem: (word: string) => string
  export default stem
}
