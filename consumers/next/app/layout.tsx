import type { ReactNode } from 'react';
import 'react-mcp-elicitation/styles.css';

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
