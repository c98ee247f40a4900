package viewer

// pageHTML is the page: everything inline. Frames are sections, one shown
// at a time; the script only toggles them (the page reads without it).
const pageHTML = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>sudolab path {{.Family}}: {{.Title}}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 1em auto; max-width: 1100px; padding: 0 1em; color: #222; }
h1 { font-size: 1.2em; margin: 0.2em 0; }
.meta { color: #555; font-size: 0.9em; }
.meta code { overflow-wrap: anywhere; }
nav { display: flex; gap: 0.5em; align-items: center; margin: 0.8em 0; flex-wrap: wrap; }
nav button { font-size: 1em; padding: 0.3em 0.8em; }
#pos { min-width: 6em; text-align: center; font-variant-numeric: tabular-nums; }
.layout { display: flex; gap: 1.2em; align-items: flex-start; }
.frames { flex: 1 1 auto; min-width: 0; }
.frame svg { width: 100%; max-width: 540px; height: auto; display: block; }
.text { font-family: ui-monospace, monospace; font-size: 0.95em; background: #f4f4f4; padding: 0.5em; border-radius: 4px; overflow-wrap: anywhere; }
.counts { color: #444; margin: 0.3em 0; }
.structure { font-family: ui-monospace, monospace; font-size: 0.8em; background: #f4f4f4; padding: 0.5em; border-radius: 4px; margin: 0.3em 0; max-height: 14em; overflow: auto; }
.verify { font-weight: 600; margin: 0.3em 0; }
.verify.ok { color: #1a7f37; }
.verify.na { color: #666; font-weight: normal; }
.verify.no { color: #b35900; }
.failure { color: #b00020; font-weight: 600; white-space: pre-wrap; }
ol.steps { flex: 0 0 22em; max-height: 80vh; overflow-y: auto; font-family: ui-monospace, monospace; font-size: 0.75em; margin: 0; padding-left: 3em; }
ol.steps li { cursor: pointer; padding: 0.1em 0.2em; overflow-wrap: anywhere; }
ol.steps li.current { background: #ffe9a8; }
@media (max-width: 800px) { .layout { flex-direction: column; } ol.steps { flex: none; max-height: 30vh; } }
</style>
</head>
<body>
<h1>Resolution path, rules {{.Family}}: rating {{.Rating}} ({{.Status}})</h1>
<div class="meta"><code>{{.Title}}</code> · {{.Steps}} steps{{if .Verifying}} · verified: each pattern re-checked, each elimination proven by SAT{{end}}</div>
<nav>
<button id="first" title="Home">« first</button>
<button id="prev" title="left arrow">◀ previous</button>
<span id="pos"></span>
<button id="next" title="right arrow">next ▶</button>
<button id="last" title="End">last »</button>
</nav>
<div class="layout">
<div class="frames">
{{range .Frames}}<section class="frame" id="frame-{{.N}}" data-n="{{.N}}">
<p class="text">{{if .N}}{{.N}}. {{end}}<span class="step">{{.Text}}</span></p>
{{if .More}}<pre class="structure">{{.More}}</pre>
{{end}}<p class="counts">{{.Counts}}</p>
{{if eq .Verified "ok"}}<p class="verify ok">✔ verified: pattern re-checked, eliminations proven by SAT</p>{{else if eq .Verified "na"}}<p class="verify na">singles (basic resolution theory)</p>{{else if eq .Verified "no"}}<p class="verify no">not verified</p>{{end}}
{{.SVG}}
</section>
{{end}}{{if .Failure}}<p class="failure">{{.Failure}}</p>{{end}}
</div>
<ol class="steps" start="0">
{{range .Frames}}<li data-n="{{.N}}">{{.Text}}</li>
{{end}}</ol>
</div>
<script>
(function () {
  var frames = Array.prototype.slice.call(document.querySelectorAll('.frame'));
  var items = Array.prototype.slice.call(document.querySelectorAll('ol.steps li'));
  var pos = document.getElementById('pos');
  var cur = 0;
  function show(i) {
    if (i < 0) i = 0;
    if (i > frames.length - 1) i = frames.length - 1;
    cur = i;
    frames.forEach(function (f, j) { f.hidden = j !== i; });
    items.forEach(function (li, j) { li.classList.toggle('current', j === i); });
    if (items[i] && items[i].scrollIntoView) items[i].scrollIntoView({block: 'nearest'});
    pos.textContent = i + ' / ' + (frames.length - 1);
    if (location.hash !== '#' + i) history.replaceState(null, '', '#' + i);
  }
  document.getElementById('first').onclick = function () { show(0); };
  document.getElementById('prev').onclick = function () { show(cur - 1); };
  document.getElementById('next').onclick = function () { show(cur + 1); };
  document.getElementById('last').onclick = function () { show(frames.length - 1); };
  items.forEach(function (li, j) { li.onclick = function () { show(j); }; });
  document.addEventListener('keydown', function (e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    switch (e.key) {
    case 'ArrowRight': case 'ArrowDown': case 'PageDown': case ' ': case 'n': show(cur + 1); break;
    case 'ArrowLeft': case 'ArrowUp': case 'PageUp': case 'p': show(cur - 1); break;
    case 'Home': show(0); break;
    case 'End': show(frames.length - 1); break;
    default: return;
    }
    e.preventDefault();
  });
  var h = parseInt((location.hash || '').slice(1), 10);
  show(isNaN(h) ? 0 : h);
})();
</script>
</body>
</html>
`
