// One static page with no code of the site's: what Next.js alone sends to a browser.
export default function Page() {
  return (
    <main>
      <h1>Framework floor</h1>
      <p>A page with none of the site&apos;s code: its scripts are what the App Router ships on its own.</p>
    </main>
  )
}
