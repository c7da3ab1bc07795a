// The root layout of the floor app: the least an App Router page is (bench/README.md, first-load JS).
export const metadata = { title: 'Framework floor' }

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
