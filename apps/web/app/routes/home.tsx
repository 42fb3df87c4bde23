export function meta() {
  return [{ title: 'Launchpad' }];
}

export default function Home() {
  return <h1>Launchpad</h1>;
}
