export default function ShowcasePage() {
  return <h1>UI</h1>;
}
