const table=document.getElementById('findings');
const heads=[...table.querySelectorAll('th.backend')];
function shown(){const api=new Set([...document.querySelectorAll('input.api:checked')].map(x=>x.value));
 const kind=new Set([...document.querySelectorAll('input.kind:checked')].map(x=>x.value));
 return heads.map(h=>api.has(h.dataset.api)&&kind.has(h.dataset.kind));}
function update(){const vis=shown();const only=document.getElementById('only').checked;
 const find=document.getElementById('find').value.trim();
 heads.forEach((h,i)=>h.classList.toggle('hidden',!vis[i]));
 for(const g of table.querySelectorAll('th.api-group')){const i=heads.findIndex(h=>h.dataset.api===g.dataset.api&&h.dataset.kind===g.dataset.kind);
  g.classList.toggle('hidden',i<0||!vis[i]);}
 const items=[];
 for(const row of table.querySelectorAll('tbody tr.row')){const cells=[...row.querySelectorAll('td.cell')];
  cells.forEach((c,i)=>{c.classList.toggle('hidden',!vis[i]);c.classList.remove('differs');});
  let differs=false,classes=false,minority=0;const groups=[];
  for(const k of ['measured','static','2006']){const cs=cells.filter((c,i)=>vis[i]&&c.dataset.kind===k&&c.dataset.token);
   const count={};cs.forEach(c=>count[c.dataset.token]=(count[c.dataset.token]||0)+1);
   const toks=Object.keys(count);if(toks.length<2)continue;differs=true;
   const top=toks.reduce((a,b)=>count[b]>count[a]?b:a);
   cs.forEach(c=>{if(c.dataset.token!==top){c.classList.add('differs');minority++;}});
   if(new Set(cs.map(c=>c.dataset.cls)).size>1)classes=true;
   for(const t of toks){const of=cs.filter(c=>c.dataset.token===t);
    groups.push([t,of[0].dataset.cls,of.map(c=>heads[cells.indexOf(c)].dataset.short)]);}}
  const found=find===''||row.dataset.id.includes(find);
  row.classList.toggle('hidden',(only&&!differs)||!found);
  if(differs&&found)items.push({id:row.dataset.id,order:+row.dataset.order,classes,minority,groups});}
 let fam=null,any=false;
 for(const tr of table.querySelectorAll('tbody tr')){if(tr.classList.contains('family')){
  if(fam)fam.classList.toggle('hidden',!any);fam=tr;any=false;}else if(!tr.classList.contains('hidden'))any=true;}
 if(fam)fam.classList.toggle('hidden',!any);
 items.sort((a,b)=>(b.classes-a.classes)||(b.minority-a.minority)||(a.order-b.order));
 const list=document.getElementById('summary');list.innerHTML='';
 for(const it of items){const li=document.createElement('li');const a=document.createElement('a');
  a.href='#'+it.id;a.textContent=it.id;li.appendChild(a);li.append(': ');
  for(const [t,cls,names] of it.groups){const s=document.createElement('span');s.className='g c-'+cls;
   const k=document.createElement('span');k.className='tok';k.textContent=t;s.appendChild(k);
   s.append(' ('+names.join(', ')+')');li.appendChild(s);}list.appendChild(li);}
 document.getElementById('count').textContent=items.length+' findings differ between the backends shown';
 document.body.dataset.differ=items.length;}
document.querySelectorAll('#controls input').forEach(x=>x.addEventListener('input',update));
// The keyboard: `/` goes to the finding box (where no other field has the keys), Escape there
// empties it.
const findBox=document.getElementById('find');
document.addEventListener('keydown',e=>{const t=e.target;
 if(e.key==='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!(t instanceof HTMLInputElement)){e.preventDefault();findBox.focus();}
 else if(e.key==='Escape'&&t===findBox&&findBox.value!==''){findBox.value='';update();}});
const q=new URLSearchParams(location.search);
for(const k of ['api','kind']){if(q.has(k)){const on=new Set(q.get(k).split(','));
 document.querySelectorAll('input.'+k).forEach(x=>x.checked=on.has(x.value));}}
if(q.has('only'))document.getElementById('only').checked=true;
if(q.has('find'))document.getElementById('find').value=q.get('find');
update();
// Whether the finding column stays in view when the table scrolls sideways (`data-sticky`),
// and whether the first screen holds the page's width and the first line of the glance
// (`data-fit`: the table scrolls in its own box, never the page).
const wrap=document.getElementById('table-wrap');
function stickyCheck(){const cell=table.querySelector('tbody tr.row:not(.hidden) td.id');if(!cell)return;
 const x=wrap.scrollLeft;wrap.scrollLeft=x+400;const moved=wrap.scrollLeft-x;
 const left=cell.getBoundingClientRect().left-wrap.getBoundingClientRect().left;wrap.scrollLeft=x;
 document.body.dataset.sticky=moved<=0?'no room to scroll':(left>=-1?'yes':'no');}
function fitCheck(){const wide=document.documentElement.scrollWidth>window.innerWidth+1;
 const first=document.querySelector('#glance li');
 const low=first!==null&&first.getBoundingClientRect().bottom>window.innerHeight;
 document.body.dataset.fit=wide?'the page scrolls sideways':(low?'the glance is below the first screen':'yes');}
window.addEventListener('load',()=>{stickyCheck();fitCheck();const i=[...document.images];
 const ok=i.filter(x=>x.complete&&x.naturalWidth>0).length;
 document.body.dataset.rendered='columns='+heads.length+' plots='+ok+'/'+i.length;
 if(ok<i.length){console.error((i.length-ok)+' plots did not load')}});
