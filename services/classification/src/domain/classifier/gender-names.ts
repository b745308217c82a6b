/**
 * A compact given-name list across the cultures X users come from (English, Spanish, Portuguese,
 * French, German, Italian, Polish, Turkish, Arabic, Indian, Nigerian, Kenyan, Ghanaian, South African,
 * Ethiopian, Senegalese, Japanese, Korean,
 * Vietnamese, Indonesian). Names commonly given to both genders, or given to different genders in
 * different cultures, are listed as ambiguous so they are never guessed. Romanised Chinese given
 * names are mostly ambiguous syllables and are deliberately left out, so they stay unknown.
 * All names are folded (lower case, no diacritics).
 */

const FEMALE = `
adanna chidinma ijeoma funke bisola omolara adunni yewande hadiza halima amina hauwa wanjiru wanjiku njeri nyambura wairimu mumbi akinyi achieng atieno awino adhiambo auma nafula nekesa zawadi neema rehema akosua abena adwoa efua afia akua naledi nomvula thandiwe thandeka lindiwe nokuthula zanele nandi palesa refilwe lerato tsion meron selam hiwot aminata fatou awa mariama ndeye khady aissatou
deb debbie kay clara joanne joann siobhan steffi dorothy kath bev gill tracey bronwen cerys sian rhian ffion carys eleri maureen colleen eileen noreen patty peggy sheila gail lynn lynne janine joy agnes edith ethel mildred marjorie lorraine lois norma phyllis wanda arlene bonnie connie darlene tammy stacey krista kirsten mabel mavis muriel polly rosemary roxanne trudy vera wilma yolanda sadie harriet imogen esme maisie phoebe tilly elsie edie florence matilda orla aoife niamh ciara saoirse roisin sinead grainne caoimhe deirdre brigid bridget mairead solveig liv maja ebba elin britt mette fenna marieke lieke ilse fleur tess jolien annelies sanna kaisa aino riikka macarena
mary patricia jennifer linda elizabeth barbara susan jessica sarah karen lisa nancy betty sandra margaret
ashley kimberly emily donna michelle carol amanda melissa deborah stephanie rebecca sharon laura cynthia amy
kathleen angela shirley brenda emma anna pamela nicole samantha katherine christine helen debra rachel carolyn
janet maria catherine heather diane olivia julie joyce victoria ruth virginia lauren kelly christina joan
evelyn judith hannah megan cheryl jacqueline martha madison teresa gloria sara janice ann anne kathryn abigail
sophia sophie frances alice judy isabella julia grace amber denise danielle marilyn beverly charlotte natalie
theresa diana brittany doris kayla lori marie mia chloe ella lily zoe emilia ava amelia aria scarlett nora
hazel violet aurora penelope stella lucy claire caroline sabrina vanessa tiffany erin molly holly kate katie
jenny becky beth ellie gemma fiona kirsty chelsea naomi rose ruby eva ivy isla freya poppy jasmine kaitlyn
brooke paige lucia sofia valentina camila isabel carmen rosa paula mariana gabriela fernanda daniela carolina
juliana beatriz leticia larissa alejandra adriana monica veronica silvia elena marta raquel pilar lorena
ximena paola natalia claudia andreia joana ines rita catarina francisca luisa luiza bruna thais vitoria manon
lea jade louise juliette margaux amelie aurelie celine nathalie isabelle sandrine sylvie veronique helene
genevieve elodie margot mathilde pauline oceane clemence anja anke birgit heike jana katrin kerstin lena nina
petra sabine silke stefanie susanne ursula greta hanna johanna franziska annika giulia francesca chiara
alessia martina federica giorgia elisa simona roberta alessandra ilaria agnieszka katarzyna malgorzata
magdalena ewa zofia aleksandra dorota beata ayse fatma zeynep elif emine merve esra busra ozlem derya ebru
seda fatima aisha maryam layla zainab amira yasmin salma huda leila hana rania nadia mariam khadija priya
ananya aditi pooja neha shreya divya kavya anjali deepika sneha swati meera lakshmi sunita nisha riya isha
aishwarya shruti radhika nandini tanvi aparna preeti rekha chiamaka ngozi adaeze chioma funmilayo folake amaka
nneka ifeoma yetunde bukola kemi titilayo blessing sakura yui aoi hina akiko yoko keiko naoko yumi emi haruka
misaki ayumi mai kaori tomoko minji seoyeon soyeon yuna jiyeon eunji hyejin sujin yejin thi huong trang thao
hoa siti dewi putri sri ayu wulan indah rina jane ana june jill kristen kristin allison alison erica erika
tina tara gina lina leah maya mila luna eleanor alicia cristina monique olga irina natasha svetlana tatiana
yulia anastasia ekaterina marina oksana sanne femke anouk lotte ingrid astrid sigrid freja karin jen jenn liz
meg maggie mandy cindy wendy sally sue iris vivian cecilia annie kathy cathy carrie stacy kelsey lindsay
lindsey whitney courtney crystal heidi gwen lydia miranda renee sonia tanya valerie yvonne shannon aarti anita
geeta seema asha jyoti pallavi sonal vidya abimbola adaora amara chinwe esther nkechi ayaka eri kana mika nana
saki sayaka yuka megumi noriko jieun alba nuria irene rocio marisol florencia agustina renata bianca luana
priscila marine laure cecile emilie lucie audrey delphine virginie justine morgane eloise katharina lara maren
melanie miriam nadine sonja tanja arianna benedetta camilla eleonora gaia ginevra noemi serena valeria
beatrice manuela stefania aylin burcu ceren gizem selin yasemin dina hanan iman mona rana reem samira yara
zahra zara alicja justyna karolina paulina weronika zuzanna sylwia thuy huyen nga fitri sari
linnea анна мария ольга елена наталья наталия екатерина татьяна ирина светлана юлия оксана марина варвара дарья анастасия ксения алина софия олена ірина наталія юлія катерина марія
`;

const MALE = `
ikenna chibuzor dapo gbenga ayodeji abubakar usman sani kamau kipchoge kiprono otieno odhiambo ochieng omondi mwangi njoroge juma kwame kofi kwabena kwaku kojo sipho thabo themba bongani mandla sibusiso lwazi abebe dawit yonas tesfaye mamadou moussa ousmane cheikh modou lamine
rhys gareth owain iwan huw dafydd emyr gethin aled ioan tomos geraint glyn nigel clive barry malcolm gordon alistair hamish fergus angus finlay seamus declan cormac niall eoin oisin padraig ciaran darragh cian fionn lorcan tadhg diarmuid
james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony mark
donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob
gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory frank alexander raymond
patrick jack dennis jerry tyler aaron jose adam nathan henry douglas zachary peter kyle noah ethan jeremy
walter christian keith roger austin sean gerald carl harold dylan arthur lawrence bryan billy bruce gabriel
joe logan albert willie alan eugene russell vincent philip bobby johnny bradley liam oliver lucas mason elijah
aiden sebastian owen leo luke jake max tom tim mike dan matt nick steve ben rob bob bill jim greg ian colin
neil graham stuart callum rory connor harry oscar archie juan carlos luis miguel jorge pedro pablo alejandro
diego javier fernando sergio ricardo eduardo rafael antonio manuel francisco andres mateo santiago joao paulo
tiago thiago gustavo rodrigo felipe bruno leonardo vinicius marcelo matheus raul enrique hugo alvaro ignacio
pierre nicolas julien antoine francois philippe olivier laurent sebastien guillaume mathieu maxime alexandre
christophe benoit arnaud clement theo baptiste etienne remi romain hans klaus jurgen stefan andreas wolfgang
uwe markus tobias florian lukas jonas felix maximilian matthias dirk sven niklas moritz giuseppe giovanni
marco luca francesco alessandro matteo lorenzo davide federico stefano riccardo paolo roberto fabio gianluca
piotr krzysztof tomasz pawel marcin michal lukasz jakub kamil mateusz wojciech grzegorz bartosz mehmet mustafa
ahmet huseyin hasan ismail murat emre burak cem kemal osman serkan volkan mohammed muhammad mohamed ahmed
ahmad ali omar hassan hussein khalid youssef yusuf abdullah ibrahim karim tariq hamza samir nabil walid rami
faisal musa rahul amit arjun vikram rohan aditya karan sanjay raj rajesh suresh ramesh anil sunil vijay ajay
arun ashok deepak manish nikhil pranav rohit sachin siddharth varun vivek abhishek akash ankit gaurav harsh
kunal mohit naveen prakash ravi sandeep tarun yash chinedu emeka obinna chukwuemeka tunde babatunde segun femi
kunle ikechukwu ifeanyi olumide hiroshi takeshi kenji haruto sota yuto daiki kenta shota takumi ryo kazuki
satoshi kaito minjun jihoon seojun dohyun hyunwoo junho sungmin jaehyun minho van tuan hung nam quang duc huy
hieu budi agus eko bambang joko dedi rizky andi wahyu hendra ivan dmitry sergey alexey andrey vladimir nikolai
mikhail oleg igor yuri artem bram pieter joost lars erik anders magnus henrik nils josh jon andy tony danny
eddie jeff ken kenny ted fred brad chad craig derek travis trevor wesley marcus victor martin howard dave pete
phil rick ron don jimmy ray roy dean ross seth troy cody jared levi miles nolan shane wyatt xavier zach isaac
caleb adrian julian amir reza hamid farid navid aman anand arvind ashish dhruv manoj nitin pankaj rakesh
sameer saurabh sumit vikas vinay vishal chidi emmanuel kayode nnamdi hiroki kazuya koji naoki ryota taro
yusuke takashi jisung jinwoo alberto marcos joaquin tomas esteban gonzalo ruben jaime hector cesar mauricio
guillermo arturo henrique diogo andre yann loic cedric damien fabien frederic jerome pascal quentin raphael
thibault bastien adrien bernd carsten christoph fabian georg holger jens johannes marcel philipp rainer ralf
simon thorsten timo volker werner carlo claudio daniele dario enrico filippo giacomo giorgio luigi massimo
michele pietro tommaso vincenzo baris emir fatih hakan kerem mert onur ozan tolga abdul bilal fadi jamal
khaled mahmoud marwan nasser sami yasser ziad andrzej artur dawid filip jacek karol maciej marek szymon cuong
khoa phong quan trung dimas fajar irfan
иван алексей дмитрий сергей андрей михаил игорь николай владимир павел артем артём максим олег евгений денис роман антон кирилл тарас богдан олександр андрій сергій дмитро юрій арман
`;

const AMBIGUOUS = `
alex sam jordan taylor casey morgan jamie kim quinn riley avery jessie jesse charlie chris pat robin drew jean
andrea jan dominique camille claude sasha nikita toni ren rin yuki akira hikaru jun wei li ming linh minh
thanh phuong ngoc kelechi uche ade temitope oluwaseun noor jiwoo jisoo kai sky blake cameron dana devon eden
elliot emerson finley frankie hayden jaden jody kendall lee leslie marion micah parker peyton reese rowan sage
sidney tracy val jo simone nicola yan hua xin yu hui shan tenzin terry alexis ariel gabriele deniz anh
`;

type NameGender = "female" | "male" | "ambiguous";

const words = (list: string) => list.split(/\s+/).filter((word) => word.length > 0);

export const GIVEN_NAMES: ReadonlyMap<string, NameGender> = new Map<string, NameGender>([
  ...words(FEMALE).map((name) => [name, "female"] as const),
  ...words(MALE).map((name) => [name, "male"] as const),
  // Last, so an ambiguous name wins over a one-culture guess above.
  ...words(AMBIGUOUS).map((name) => [name, "ambiguous"] as const),
]);
