/**
 * Common primary-care and emergency diagnoses with their ICD-10 codes.
 *
 * Sources: labels in Swedish from ICD-10-SE (Socialstyrelsen, "Internationell statistisk
 * klassifikation av sjukdomar och relaterade hälsoproblem – systematisk förteckning",
 * svensk version), labels in English from WHO ICD-10 (2019 edition). The selection follows
 * the most frequent primary-care diagnoses (the Swedish KSH97-P primary-care subset) plus
 * common emergency presentations. Trigger terms are ours: everyday clinical words in sv,
 * en, fi, nb, da, de, tr and ar, as a clinician or patient says them.
 *
 * One line per code: `code | Swedish label | English label | triggers, comma separated`.
 * A trigger ending in `*` matches any ending (a stem). A trigger ending in `@sv` or `@da+nb`
 * counts only in transcripts in those languages: Swedish "kol" is COPD, Turkish "kol" an arm;
 * Turkish "gut" is gout, German "gut" is good.
 */
const TABLE = `
A09.9|Gastroenterit och kolit av ospecificerat ursprung|Gastroenteritis and colitis of unspecified origin|gastroenterit*,magsjuka,maginfluensa,vinterkräksjuka,gastroenteritis,stomach bug,stomach flu,vatsatauti,mahatauti,omgangssyke,omgangssyge,maveinfluenza,magen-darm-grippe,gastroenteritis,mide bağırsak enfeksiyonu,gastroenterit,التهاب المعدة والأمعاء
A46|Erysipelas|Erysipelas|erysipelas,rosfeber,ruusu,rosen@da+nb,wundrose,erizipel,الحمرة
A49.9|Bakterieinfektion, ospecificerad|Bacterial infection, unspecified|bakteriell infektion,bacterial infection,bakteeri-infektio,bakteriell infeksjon,bakteriel infektion,bakterielle infektion,bakteriyel enfeksiyon,عدوى بكتيرية
B00.1|Herpes simplex-blåsor i ansiktet|Herpesviral vesicular dermatitis|munsår,herpes labialis,cold sore,huuliherpes,forkjølelsessår,forkølelsessår,lippenherpes,uçuk,قروح البرد
B01.9|Vattkoppor utan komplikation|Varicella without complication|vattkoppor,chickenpox,chicken pox,vesirokko,vannkopper,skoldkopper,windpocken,su çiçeği,جدري الماء
B02.9|Bältros utan komplikation|Zoster without complication|bältros,herpes zoster,shingles,vyöruusu,helvetesild,helvedesild,gürtelrose,zona,الحزام الناري
B07|Virusvårtor|Viral warts|vårta,vårtor,wart,warts,syylä,vorte,vorter,warze,warzen,siğil,ثؤلول
B08.4|Enterovirus vesikulär stomatit med exantem|Enteroviral vesicular stomatitis with exanthem|hand-fot-munsjuka,hand foot and mouth,enterorokko,hånd-fot-munnsykdom,hånd-fod-mund-syge,hand-fuß-mund,el ayak ağız,مرض اليد والقدم والفم
B27.9|Mononukleos, ospecificerad|Infectious mononucleosis, unspecified|körtelfeber,mononukleos,mononucleosis,glandular fever,mono,mononukleoosi,kyssetauti,kyssesyke,kyssesyge,pfeiffersches drüsenfieber,mononükleoz,داء كثرة الوحيدات
B34.9|Virusinfektion, ospecificerad|Viral infection, unspecified|virusinfektion,viral infection,virus infection,virusinfektio,virusinfeksjon,virusinfektion,virusinfekt,viral enfeksiyon,عدوى فيروسية
B35.1|Dermatofytos i nagel|Tinea unguium|nagelsvamp,nail fungus,onychomycosis,kynsisieni,neglesopp,neglesvamp,nagelpilz,tırnak mantarı,فطريات الأظافر
B35.3|Fotsvamp|Tinea pedis|fotsvamp,athlete's foot,tinea pedis,jalkasieni,fotsopp,fodsvamp,fußpilz,ayak mantarı,قدم الرياضي
B36.0|Pityriasis versicolor|Pityriasis versicolor|pityriasis versicolor,savipuoli,kleiepilzflechte,pityriasis
B37.3|Candidainfektion i vulva och vagina|Candidiasis of vulva and vagina|svampinfektion i underlivet,vaginal svamp,underlivssvamp,vaginal thrush,yeast infection,emätinsieni,underlivssopp,skedesvamp,scheidenpilz,vajinal mantar,فطريات مهبلية
B80|Springmaskinfektion|Enterobiasis|springmask,pinworm,threadworm,kihomato,barnemark,børneorm,madenwurm,kıl kurdu,الدودة الدبوسية
B86|Skabb|Scabies|skabb,scabies,syyhy,skabb,fnat,krätze,uyuz,الجرب
D50.9|Järnbristanemi, ospecificerad|Iron deficiency anaemia, unspecified|järnbrist*,iron deficiency*,raudanpuute*,jernmangel*,eisenmangel*,demir eksikliği*,نقص الحديد
D64.9|Anemi, ospecificerad|Anaemia, unspecified|anemi,blodbrist,anaemia,anemia,anemia,verenvähyys,blodmangel,anämie,blutarmut,kansızlık,فقر الدم
E03.9|Hypotyreos, ospecificerad|Hypothyroidism, unspecified|hypotyreos,underfunktion i sköldkörteln,hypothyroidism,underactive thyroid,kilpirauhasen vajaatoiminta,hypotyreose,lavt stoffskifte,lavt stofskifte,hypothyreose,schilddrüsenunterfunktion,hipotiroidi,قصور الغدة الدرقية
E05.9|Tyreotoxikos, ospecificerad|Thyrotoxicosis, unspecified|hypertyreos,överfunktion i sköldkörteln,hyperthyroidism,overactive thyroid,kilpirauhasen liikatoiminta,hypertyreose,høyt stoffskifte,højt stofskifte,schilddrüsenüberfunktion,hipertiroidi,فرط نشاط الغدة الدرقية
E11.9|Diabetes mellitus typ 2 utan komplikationer|Type 2 diabetes mellitus without complications|typ 2-diabetes,typ 2 diabetes,diabetes typ 2,type 2 diabetes,diabetes type 2,tyypin 2 diabetes,diabetes type 2,typ-2-diabetes,diabetes typ 2,tip 2 diyabet,السكري من النوع الثاني
E10.9|Diabetes mellitus typ 1 utan komplikationer|Type 1 diabetes mellitus without complications|typ 1-diabetes,typ 1 diabetes,diabetes typ 1,type 1 diabetes,tyypin 1 diabetes,diabetes type 1,typ-1-diabetes,tip 1 diyabet,السكري من النوع الأول
E14.9|Ospecificerad diabetes utan komplikationer|Unspecified diabetes mellitus without complications|diabetes,sockersjuka,diabetic,sokeritauti,sukkersyke,sukkersyge,zuckerkrankheit,diyabet,şeker hastalığı,السكري
E55.9|D-vitaminbrist, ospecificerad|Vitamin D deficiency, unspecified|d-vitaminbrist,vitamin d deficiency,low vitamin d,d-vitamiinin puute,d-vitaminmangel,vitamin-d-mangel,d vitamini eksikliği,نقص فيتامين د
E66.9|Fetma, ospecificerad|Obesity, unspecified|fetma,obesitas,obesity,obese,lihavuus,fedme,overvekt,adipositas,fettleibigkeit,obezite,şişmanlık,السمنة
E78.0|Ren hyperkolesterolemi|Pure hypercholesterolaemia|hyperkolesterolemi,högt kolesterol,high cholesterol,hypercholesterolaemia,hypercholesterolemia,korkea kolesteroli,høyt kolesterol,højt kolesterol,hypercholesterinämie,erhöhtes cholesterin,yüksek kolesterol,ارتفاع الكوليسترول
E86|Hypovolemi|Volume depletion|uttorkning,dehydrering,dehydration,dehydrated,kuivuminen,dehydrering,dehydrierung,austrocknung,dehidrasyon,susuzluk,الجفاف
F10.2|Psykiska störningar och beteendestörningar orsakade av alkohol: beroendesyndrom|Mental and behavioural disorders due to use of alcohol: dependence syndrome|alkoholberoende,alkoholism,alcohol dependence,alcoholism,alkoholiriippuvuus,alkoholavhengighet,alkoholafhængighed,alkoholabhängigkeit,alkol bağımlılığı,إدمان الكحول
F17.2|Psykiska störningar och beteendestörningar orsakade av tobak: beroendesyndrom|Mental and behavioural disorders due to use of tobacco: dependence syndrome|nikotinberoende,tobaksberoende,nicotine dependence,tupakkariippuvuus,nikotiiniriippuvuus,nikotinavhengighet,nikotinafhængighed,nikotinabhängigkeit,nikotin bağımlılığı,إدمان النيكوتين
F32.9|Depressiv episod, ospecificerad|Depressive episode, unspecified|depression,depressiv*,nedstämdhet,depressed,masennus,masentunut,depresjon,deprimert,deprimeret,depressiv,niedergeschlagen,depresyon,اكتئاب
F33.9|Recidiverande depression, ospecificerad|Recurrent depressive disorder, unspecified|recidiverande depression,recurrent depression,toistuva masennus,tilbakevendende depresjon,tilbagevendende depression,rezidivierende depression,tekrarlayan depresyon,اكتئاب متكرر
F41.0|Paniksyndrom|Panic disorder [episodic paroxysmal anxiety]|panikångest,paniksyndrom,panic attack*,panic disorder,paniikkihäiriö,paniikkikohtau*,panikklidelse,panikangst,panikattacke*,panikstörung,panik atak,نوبات الهلع
F41.1|Generaliserat ångestsyndrom|Generalized anxiety disorder|generaliserat ångestsyndrom,generalized anxiety,yleistynyt ahdistuneisuushäiriö,generalisert angstlidelse,generaliseret angst,generalisierte angststörung,yaygın anksiyete,اضطراب القلق العام
F41.9|Ångestsyndrom, ospecificerat|Anxiety disorder, unspecified|ångest,oro och ångest,anxiety,anxious,ahdistus,ahdistunut,angst,angstlidelse,ängstlich,anksiyete,kaygı,قلق
F43.0|Akut stressreaktion|Acute stress reaction|akut stressreaktion,acute stress reaction,akuutti stressireaktio,akutt stressreaksjon,akut stressreaktion,akute belastungsreaktion,akut stres reaksiyonu,رد فعل الإجهاد الحاد
F43.2|Anpassningsstörningar|Adjustment disorders|anpassningsstörning,adjustment disorder,sopeutumishäiriö,tilpasningsforstyrrelse,anpassungsstörung,uyum bozukluğu,اضطراب التكيف
F43.8|Andra specificerade reaktioner på svår stress|Other reactions to severe stress|utmattningssyndrom,utbrändhet,utbränd,burnout,burn-out,exhaustion disorder,uupumus,loppuunpalaminen,utbrenthet,utbrændthed,erschöpfungssyndrom,tükenmişlik,الاحتراق النفسي
F51.0|Icke organisk sömnlöshet|Nonorganic insomnia|sömnlöshet,sömnsvårigheter,insomni,insomnia,can't sleep,unettomuus,unihäiriö,søvnløshet,søvnløshed,schlaflosigkeit,schlafstörung*,uykusuzluk,الأرق
F90.0|Aktivitets- och uppmärksamhetsstörning|Disturbance of activity and attention|adhd,aktiivisuuden ja tarkkaavuuden häiriö,aufmerksamkeitsdefizit,dikkat eksikliği,اضطراب فرط الحركة
G43.9|Migrän, ospecificerad|Migraine, unspecified|migrän,migraine,migreeni,migrene,migräne,migren,الشقيقة,صداع نصفي
G43.0|Migrän utan aura [vanlig migrän]|Migraine without aura [common migraine]|migrän utan aura,migraine without aura,migreeni ilman auraa,migrene uten aura,migræne uden aura,migräne ohne aura,aurasız migren,صداع نصفي بدون هالة
G43.1|Migrän med aura [klassisk migrän]|Migraine with aura [classical migraine]|migrän med aura,migraine with aura,migraines with aura,auramigreeni,migreeni auralla,migrene med aura,migræne med aura,migräne mit aura,auralı migren,صداع نصفي مع هالة
G44.2|Spänningshuvudvärk|Tension-type headache|spänningshuvudvärk,tension headache,tension-type headache,jännityspäänsärky,spenningshodepine,spændingshovedpine,spannungskopfschmerz,gerilim tipi baş ağrısı,صداع التوتر
G47.3|Sömnapné|Sleep apnoea|sömnapné,sleep apnea,sleep apnoea,uniapnea,søvnapné,søvnapnø,schlafapnoe,uyku apnesi,انقطاع النفس النومي
G56.0|Karpaltunnelsyndrom|Carpal tunnel syndrome|karpaltunnelsyndrom,carpal tunnel,rannekanavaoireyhtymä,karpaltunnelsyndrom,karpaltunnelsyndrom,karpaltunnelsyndrom,karpal tünel,متلازمة النفق الرسغي
G51.0|Bells pares|Bell's palsy|bells pares,facialispares,bell's palsy,facial palsy,kasvohermohalvaus,bells parese,ansiktslammelse,fazialisparese,yüz felci,شلل الوجه
G40.9|Epilepsi, ospecificerad|Epilepsy, unspecified|epilepsi,epilepsy,epileptic,epilepsia,epilepsie,epilepsi,sara@tr,الصرع
H10.9|Konjunktivit, ospecificerad|Conjunctivitis, unspecified|konjunktivit,ögoninflammation,ögonkatarr,conjunctivitis,pink eye,sidekalvontulehdus,konjunktivitt,øyebetennelse,øjenbetændelse,bindehautentzündung,konjonktivit,التهاب الملتحمة
H00.0|Hordeolum och andra djupa inflammationer i ögonlocket|Hordeolum and other deep inflammation of eyelid|vagel,stye,hordeolum,näärännäppy,sti på øyet,bygkorn,gerstenkorn,arpacık,شحاذ العين
H61.2|Vaxpropp|Impacted cerumen|vaxpropp,öronvax,earwax,ear wax,impacted cerumen,korvavaha,ørevoks,ørevoks,ohrenschmalz,kulak kiri,شمع الأذن
H60.9|Otitis externa, ospecificerad|Otitis externa, unspecified|otitis externa,extern otit,hörselgångsinflammation,swimmer's ear,ulkokorvan tulehdus,ytre øreinfeksjon,øregangsbetændelse,gehörgangsentzündung,dış kulak iltihabı,التهاب الأذن الخارجية
H66.9|Otitis media, ospecificerad|Otitis media, unspecified|öroninflammation,otitis media,ear infection,middle ear infection,korvatulehdus,ørebetennelse,mellemørebetændelse,ørebetændelse,mittelohrentzündung,orta kulak iltihabı,kulak iltihabı,التهاب الأذن الوسطى
H81.1|Benign paroxysmal yrsel|Benign paroxysmal vertigo|kristallsjuka,bppv,benign paroxysmal,hyvänlaatuinen asentohuimaus,krystallsyke,krystalsyge,lagerungsschwindel,pozisyonel vertigo,الدوار الانتيابي
H81.2|Vestibularisneurit|Vestibular neuronitis|vestibularisneurit,vestibular neuritis,vestibular neuronitis,tasapainohermon tulehdus,vestibularisnevritt,neuritis vestibularis,vestibüler nörit,التهاب العصب الدهليزي
H52.1|Myopi|Myopia|närsynt*,myopi*,nearsighted,short-sighted,likinäköi*,nærsynt,närsichtig*,miyop,قصر النظر
I10|Essentiell hypertoni|Essential (primary) hypertension|hypertoni,högt blodtryck,hypertension,high blood pressure,kohonnut verenpaine,verenpainetauti,høyt blodtrykk,forhøjet blodtryk,bluthochdruck,hypertonie,yüksek tansiyon,hipertansiyon,ارتفاع ضغط الدم
I20.9|Angina pectoris, ospecificerad|Angina pectoris, unspecified|angina pectoris,kärlkramp,angina,rasitusrintakipu,angina pektoris,angina pectoris,انخناق الصدر,الذبحة الصدرية
I21.9|Akut hjärtinfarkt, ospecificerad|Acute myocardial infarction, unspecified|hjärtinfarkt,heart attack,myocardial infarction,sydäninfarkti,hjerteinfarkt,blodprop i hjertet,herzinfarkt,kalp krizi,miyokard enfarktüsü,نوبة قلبية,احتشاء عضلة القلب
I25.9|Kronisk ischemisk hjärtsjukdom, ospecificerad|Chronic ischaemic heart disease, unspecified|ischemisk hjärtsjukdom,kranskärlssjukdom,coronary artery disease,ischaemic heart disease,sepelvaltimotauti,koronarsykdom,iskæmisk hjertesygdom,koronare herzkrankheit,koroner arter hastalığı,مرض الشريان التاجي
I48.9|Förmaksflimmer och förmaksfladder, ospecificerat|Atrial fibrillation and flutter, unspecified|förmaksflimmer,atrial fibrillation,afib,eteisvärinä,atrieflimmer,atrieflimren,forkammerflimmer,vorhofflimmern,atriyal fibrilasyon,الرجفان الأذيني
I50.9|Hjärtsvikt, ospecificerad|Heart failure, unspecified|hjärtsvikt,heart failure,sydämen vajaatoiminta,hjertesvikt,hjertesvigt,herzinsuffizienz,herzschwäche,kalp yetmezliği,قصور القلب
I63.9|Cerebral infarkt, ospecificerad|Cerebral infarction, unspecified|stroke,slaganfall,hjärninfarkt,cerebral infarction,aivoinfarkti,aivohalvaus,hjerneinfarkt,hjerneslag,blodprop i hjernen,schlaganfall,hirninfarkt,inme,felç,سكتة دماغية
G45.9|Transitorisk cerebral ischemisk attack, ospecificerad|Transient cerebral ischaemic attack, unspecified|tia,transitorisk ischemisk attack,transient ischemic attack,mini-stroke,ohimenevä aivoverenkiertohäiriö,drypp,transitorisk iskæmisk,transitorische ischämische attacke,geçici iskemik atak,نوبة إقفارية عابرة
I80.2|Flebit och tromboflebit i andra djupa kärl i nedre extremiteterna|Phlebitis and thrombophlebitis of other deep vessels of lower extremities|djup ventrombos,dvt,deep vein thrombosis,blodpropp i benet,syvä laskimotukos,dyp venetrombose,blodpropp i leggen,dyb venetrombose,tiefe venenthrombose,beinvenenthrombose,derin ven trombozu,تجلط الأوردة العميقة
I26.9|Lungemboli utan uppgift om akut cor pulmonale|Pulmonary embolism without mention of acute cor pulmonale|lungemboli,pulmonary embolism,keuhkoembolia,lungeemboli,lungeemboli,lungenembolie,pulmoner emboli,انسداد رئوي
I83.9|Varicer i nedre extremiteterna utan sår eller inflammation|Varicose veins of lower extremities without ulcer or inflammation|åderbråck,varicer,varicose veins,suonikohjut,åreknuter,åreknuder,krampfadern,varis,دوالي الساقين
I84.9|Hemorrojder utan komplikation|Haemorrhoids without complication|hemorrojder,haemorrhoids,hemorrhoids,piles,peräpukamat,hemoroider,hämorrhoiden,hemoroid,البواسير
I95.1|Ortostatisk hypotension|Orthostatic hypotension|ortostatisk hypotension,ortostatism,orthostatic hypotension,ortostaattinen hypotensio,ortostatisk hypotensjon,orthostatische hypotonie,ortostatik hipotansiyon,انخفاض ضغط الدم الانتصابي
J00|Akut nasofaryngit [förkylning]|Acute nasopharyngitis [common cold]|förkylning,förkyld,common cold,a cold,flunssa,nuha,forkjølelse,forkjølet,forkølelse,forkølet,erkältung,schnupfen,soğuk algınlığı,nezle,الزكام,نزلة برد
J01.9|Akut sinuit, ospecificerad|Acute sinusitis, unspecified|bihåleinflammation,sinuit,sinusitis,sinus infection,poskiontelotulehdus,sivuontelotulehdus,bihulebetennelse,bihulebetændelse,nasennebenhöhlenentzündung,sinüzit,التهاب الجيوب الأنفية
J02.0|Streptokockfaryngit|Streptococcal pharyngitis|streptokockfaryngit,strep throat,streptococcal pharyngitis,streptokokkinielutulehdus,streptokokkhalsbetennelse,streptokokhalsbetændelse,streptokokken-angina,strep boğaz,التهاب الحلق العقدي
J02.9|Akut faryngit, ospecificerad|Acute pharyngitis, unspecified|faryngit,halsinfektion,pharyngitis,throat infection,nielutulehdus,halsbetennelse,halsbetændelse,rachenentzündung,pharyngitis,farenjit,التهاب البلعوم
J03.9|Akut tonsillit, ospecificerad|Acute tonsillitis, unspecified|tonsillit,halsfluss,tonsillitis,tonsilitis,angina tonsillaris,nielurisatulehdus,angiina,mandelbetennelse,halsbetennelse med belegg,mandelbetændelse,mandelentzündung,tonsillitis,bademcik iltihabı,tonsilit,التهاب اللوزتين
J04.0|Akut laryngit|Acute laryngitis|laryngit,laryngitis,kurkunpääntulehdus,laryngitt,strubekatar,kehlkopfentzündung,larenjit,التهاب الحنجرة
J05.0|Akut obstruktiv laryngit [krupp]|Acute obstructive laryngitis [croup]|krupp,falsk krupp,croup,kurkunpääntulehdus lapsella,pseudokrupp,krup,الخانوق
J06.9|Akut övre luftvägsinfektion, ospecificerad|Acute upper respiratory infection, unspecified|övre luftvägsinfektion,luftvägsinfektion,upper respiratory infection,upper respiratory tract infection,ylähengitystieinfektio,øvre luftveisinfeksjon,øvre luftvejsinfektion,infekt der oberen atemwege,üst solunum yolu enfeksiyonu,عدوى الجهاز التنفسي العلوي
J10.1|Influensa med andra respiratoriska manifestationer, annat influensavirus påvisat|Influenza with other respiratory manifestations, seasonal influenza virus identified|influensa,flu,influenza,influenssa,influensa,grippe,influenza,grip@tr,gribim@tr,الإنفلونزا
U07.1|Covid-19, virus identifierat|COVID-19, virus identified|covid,covid-19,corona,coronavirus,korona,koronavirus,كورونا,كوفيد
J15.9|Bakteriell pneumoni, ospecificerad|Bacterial pneumonia, unspecified|bakteriell lunginflammation,bacterial pneumonia,bakteerikeuhkokuume,bakteriell lungebetennelse,bakteriel lungebetændelse,bakterielle pneumonie,bakteriyel pnömoni,الالتهاب الرئوي البكتيري
J18.9|Pneumoni, ospecificerad|Pneumonia, unspecified|lunginflammation,pneumoni,pneumonia,keuhkokuume,lungebetennelse,lungebetændelse,lungenentzündung,pneumonie,zatürre,pnömoni,التهاب رئوي
J20.9|Akut bronkit, ospecificerad|Acute bronchitis, unspecified|bronkit,luftrörskatarr,bronchitis,chest infection,keuhkoputkentulehdus,bronkitt,bronkitis,bronchitis,bronşit,التهاب الشعب الهوائية
J21.9|Akut bronkiolit, ospecificerad|Acute bronchiolitis, unspecified|bronkiolit,rs-virus,rsv,bronchiolitis,bronkioliitti,bronkiolitt,bronkiolitis,bronchiolitis,bronşiolit,التهاب القصيبات
J30.1|Allergisk rinit orsakad av pollen|Allergic rhinitis due to pollen|hösnuva,pollenallergi,pollen allergy,hay fever,heinänuha,siitepölyallergia,høysnue,pollenallergi,høfeber,heuschnupfen,pollenallergie,saman nezlesi,polen alerjisi,حمى القش
J30.4|Allergisk rinit, ospecificerad|Allergic rhinitis, unspecified|allergisk rinit,allergisk snuva,allergic rhinitis,allerginen nuha,allergisk rhinitt,allergisk rhinitis,allergische rhinitis,alerjik rinit,التهاب الأنف التحسسي
J44.9|Kroniskt obstruktiv lungsjukdom, ospecificerad|Chronic obstructive pulmonary disease, unspecified|kol@sv,kroniskt obstruktiv lungsjukdom,copd,keuhkoahtaumatauti,kols,kronisk obstruktiv lungesykdom,kronisk obstruktiv lungesygdom,chronisch obstruktive lungenerkrankung,koah,مرض الانسداد الرئوي المزمن
J44.1|Kroniskt obstruktiv lungsjukdom med akut exacerbation, ospecificerad|Chronic obstructive pulmonary disease with acute exacerbation, unspecified|kol-exacerbation,kol exacerbation,copd exacerbation,exacerbation of copd,keuhkoahtaumataudin paheneminen,kolsforverring,kol-exacerbation,copd-exazerbation,koah alevlenme,تفاقم الانسداد الرئوي
J45.9|Astma, ospecificerad|Asthma, unspecified|astma,asthma,astmaatikko,astma,asthma bronchiale,astım,الربو
J46|Akut svår astma|Status asthmaticus|svår astmaattack,status asthmaticus,severe asthma attack,vaikea astmakohtaus,alvorlig astmaanfall,svært astmaanfald,schwerer asthmaanfall,ağır astım krizi,نوبة ربو حادة
J93.9|Pneumothorax, ospecificerad|Pneumothorax, unspecified|pneumothorax,punkterad lunga,collapsed lung,ilmarinta,punktert lunge,sammenfalden lunge,pneumothorax,pnömotoraks,استرواح الصدر
K02.9|Karies, ospecificerad|Dental caries, unspecified|karies,hål i tanden,caries,tooth decay,cavity,hammasmätä,reikä hampaassa,hull i tannen,hul i tanden,karies,diş çürüğü,تسوس الأسنان
K04.7|Periapikal abscess utan fistel|Periapical abscess without sinus|tandböld,tandabscess,dental abscess,tooth abscess,hammasparkki,hammasabsessi,tannbyll,tandbyld,zahnabszess,diş apsesi,خراج الأسنان
K05.1|Kronisk gingivit|Chronic gingivitis|gingivit,tandköttsinflammation,gingivitis,ienintulehdus,tannkjøttbetennelse,tandkødsbetændelse,zahnfleischentzündung,diş eti iltihabı,التهاب اللثة
K05.3|Kronisk parodontit|Chronic periodontitis|parodontit,tandlossning,periodontitis,parodontiitti,periodontitt,paradentose,parodontitis,periodontit,التهاب دواعم السن
K08.8|Andra specificerade sjukdomar och förändringar i tänder och tändernas stödjevävnader|Other specified disorders of teeth and supporting structures|tandvärk,toothache,hammassärky,tannpine,tandpine,zahnschmerzen,diş ağrısı,ألم الأسنان
K12.0|Recidiverande munsår|Recurrent oral aphthae|afte,aftösa sår,canker sore,mouth ulcer,aphthous,afta,aften,aphthen,aft,قرحة الفم
K21.9|Gastroesofageal refluxsjukdom utan esofagit|Gastro-oesophageal reflux disease without oesophagitis|reflux,refluxsjukdom,sura uppstötningar,halsbränna,gerd,acid reflux,heartburn,närästys,refluksitauti,refluks,halsbrann,halsbrand,sodbrennen,reflux,reflü,mide yanması,ارتجاع المريء,حرقة المعدة
K25.9|Magsår, ospecificerat|Gastric ulcer, unspecified|magsår,gastric ulcer,stomach ulcer,mahahaava,magesår,mavesår,magengeschwür,mide ülseri,قرحة المعدة
K29.7|Gastrit, ospecificerad|Gastritis, unspecified|gastrit,magkatarr,gastritis,mahakatarri,gastriitti,gastritt,mavekatar,magenschleimhautentzündung,gastrit,التهاب المعدة
K30|Funktionell dyspepsi|Functional dyspepsia|dyspepsi,funktionell dyspepsi,dyspepsia,indigestion,dyspepsia,dyspepsi,fordøyelsesbesvær,fordøjelsesbesvær,reizmagen,hazımsızlık,عسر الهضم
K35.8|Akut appendicit, annan och ospecificerad|Acute appendicitis, other and unspecified|blindtarmsinflammation,appendicit,appendicitis,umpilisäketulehdus,blindtarmbetennelse,blindtarmsbetændelse,blinddarmentzündung,appendizitis,apandisit,التهاب الزائدة الدودية
K40.9|Ensidigt ljumskbråck utan inklämning och utan gangrän|Unilateral inguinal hernia, without obstruction or gangrene|ljumskbråck,inguinal hernia,nivustyrä,lyskebrokk,lyskebrok,leistenbruch,kasık fıtığı,فتق إربي
K57.9|Divertikelsjukdom i tarmen, ospecificerad del, utan perforation eller abscess|Diverticular disease of intestine, part unspecified, without perforation or abscess|divertikulit,divertikel,diverticulitis,diverticular,divertikuliitti,divertikulitt,divertikulitis,divertikulitis,divertikülit,التهاب الرتج
K58.9|Colon irritabile utan diarré|Irritable bowel syndrome without diarrhoea|ibs,colon irritabile,irritable bowel,känslig tarm,ärtyvän suolen oireyhtymä,irritabel tarm,irritabel tyktarm,reizdarm,irritabl bağırsak,القولون العصبي
K59.0|Förstoppning|Constipation|förstoppning,förstoppad,obstipation,constipation,constipated,ummetus,forstoppelse,forstoppet,verstopfung,kabızlık,إمساك
K80.2|Gallsten utan kolecystit|Calculus of gallbladder without cholecystitis|gallsten,gallstenar,gallstone*,sappikivi*,gallestein*,galdesten*,gallenstein*,safra taşı,حصى المرارة
K81.0|Akut kolecystit|Acute cholecystitis|gallblåseinflammation,kolecystit,cholecystitis,sappirakon tulehdus,galleblærebetennelse,galdeblærebetændelse,gallenblasenentzündung,kolesistit,التهاب المرارة
K52.9|Icke infektiös gastroenterit och kolit, ospecificerad|Noninfective gastroenteritis and colitis, unspecified|kolit,colitis,koliitti,kolitt,kolitis,kolit,التهاب القولون
L01.0|Impetigo|Impetigo|impetigo,svinkoppor,märkärupi,brennkopper,børnesår,impetigo,eiterflechte,impetigo,القوباء
L02.9|Hudabscess, furunkel och karbunkel, ospecificerad lokalisation|Cutaneous abscess, furuncle and carbuncle, unspecified|böld,furunkel,abscess,boil,paise,paiseet,byll,byld,abszess,furunkel,çıban,apse,خراج
L03.9|Cellulit, ospecificerad|Cellulitis, unspecified|cellulit,celluliter,cellulitis,selluliitti,cellulitt,cellulitis,phlegmone,selülit,التهاب النسيج الخلوي
L08.9|Lokal infektion i hud och underhud, ospecificerad|Local infection of skin and subcutaneous tissue, unspecified|hudinfektion,sårinfektion,infekterat sår,skin infection,wound infection,infected wound,ihoinfektio,haavainfektio,hudinfeksjon,sårinfeksjon,hudinfektion,sårinfektion,hautinfektion,wundinfektion,cilt enfeksiyonu,yara enfeksiyonu,التهاب الجرح
L20.9|Atopiskt eksem, ospecificerat|Atopic dermatitis, unspecified|atopiskt eksem,böjveckseksem,atopic dermatitis,atopic eczema,atooppinen ihottuma,atopisk eksem,børneeksem,atopisk eksem,neurodermitis,atopische dermatitis,atopik dermatit,التهاب الجلد التأتبي
L23.9|Allergiskt kontakteksem, ospecificerad orsak|Allergic contact dermatitis, unspecified cause|kontakteksem,kontaktallergi,contact dermatitis,kosketusihottuma,kontakteksem,kontaktallergi,kontaktekzem,kontaktallergie,kontakt dermatit,التهاب الجلد التماسي
L24.9|Irritativt kontakteksem, ospecificerad orsak|Irritant contact dermatitis, unspecified cause|irritativt kontakteksem,irritativt eksem,toxiskt kontakteksem,irritant contact dermatitis,irritant dermatitis,ärsytysihottuma,irritativ kontaktdermatitt,irritativt kontakteksem,irritativt eksem,irritative kontaktdermatitis,toxisches kontaktekzem,irritatives kontaktekzem,irritan kontakt dermatit,التهاب الجلد التماسي المهيج
L30.9|Dermatit, ospecificerad|Dermatitis, unspecified|eksem,dermatit,eczema,dermatitis,ihottuma,ekseema,eksem,eksem,ekzem,dermatitis,egzama,الإكزيما
L40.0|Psoriasis vulgaris|Psoriasis vulgaris|psoriasis,psoriasi,schuppenflechte,sedef,صدفية
L50.9|Urtikaria, ospecificerad|Urticaria, unspecified|urtikaria,nässelutslag,nässelfeber,urticaria,hives,nokkosihottuma,urtikaria,elveblest,nældefeber,nesselsucht,urtikaria,kurdeşen,الشرى
L70.0|Acne vulgaris|Acne vulgaris|akne,finnar,acne,pimples,akne,kviser,bumser,akne,pickel,akne,sivilce,حب الشباب
L60.0|Nageltrång|Ingrowing nail|nageltrång,inåtväxande nagel,ingrown toenail,ingrowing nail,sisäänkasvanut kynsi,inngrodd negl,nedgroet negl,eingewachsener zehennagel,batık tırnak,ظفر ناشب
L72.1|Trikilemmal cysta|Trichilemmal cyst|aterom,talgcysta,sebaceous cyst,epidermoid cyst,talirauhaskysta,aterom,talgkyste,grützbeutel,atherom,yağ bezesi kisti,كيس دهني
L57.0|Aktinisk keratos|Actinic keratosis|aktinisk keratos,solskadad hud,actinic keratosis,aktiininen keratoosi,aktinisk keratose,aktinische keratose,aktinik keratoz,التقران السفعي
L55.9|Solbränna, ospecificerad|Sunburn, unspecified|solbränna,solbränd,sunburn,auringonpolttama,solbrent,solskoldet,sonnenbrand,güneş yanığı,حروق الشمس
M10.9|Gikt, ospecificerad|Gout, unspecified|gikt,giktattack,gout,kihti,urinsyregikt,gicht,gut@tr,النقرس
M17.9|Gonartros, ospecificerad|Gonarthrosis, unspecified|knäartros,artros i knät,knee osteoarthritis,arthritis of the knee,polven nivelrikko,polviartroosi,kneartrose,slitasje i kneet,slidgigt i knæet,kniearthrose,gonarthrose,diz kireçlenmesi,خشونة الركبة
M16.9|Koxartros, ospecificerad|Coxarthrosis, unspecified|höftartros,artros i höften,hip osteoarthritis,lonkan nivelrikko,hofteartrose,slidgigt i hoften,hüftarthrose,koxarthrose,kalça kireçlenmesi,خشونة الورك
M19.9|Artros, ospecificerad|Arthrosis, unspecified|artros,osteoarthritis,ledförslitning,wear and tear,nivelrikko,artroosi,artrose,slitasjegikt,slidgigt,arthrose,kireçlenme,osteoartrit,التهاب المفاصل العظمي
M06.9|Reumatoid artrit, ospecificerad|Rheumatoid arthritis, unspecified|reumatoid artrit,ledgångsreumatism,rheumatoid arthritis,nivelreuma,reumatoidi artriitti,revmatoid artritt,leddgikt,reumatoid artritis,leddegigt,rheumatoide arthritis,rheuma,romatoid artrit,التهاب المفاصل الروماتويدي
M25.5|Ledvärk|Pain in joint|ledvärk,ledsmärta,joint pain,arthralgia,nivelkipu,leddsmerter,ledsmerter,gelenkschmerz*,eklem ağrısı,ألم المفاصل,knäsmärta,ont i knät,ont i knäet,knee pain,sore knee,polvikipu,kipeä polvi,vondt i kneet,knesmerter,ondt i knæet,knæsmerter,knieschmerz*,diz ağrısı,ألم الركبة
M54.2|Cervikalgi|Cervicalgia|nackvärk,nacksmärta,ont i nacken,neck pain,niskakipu,nakkesmerter,vondt i nakken,ondt i nakken,nackenschmerz*,boyun ağrısı,ألم الرقبة
M54.4|Lumbago med ischias|Lumbago with sciatica|ischias,lumbago med ischias,sciatica,iskias,isjias,iskias,ischias,siyatik,عرق النسا
M54.5|Lumbago|Low back pain|lumbago,ländryggssmärta,ryggskott,ont i ryggen,ryggont,ryggvärk,low back pain,lower back pain,back pain,alaselkäkipu,selkäkipu,noidannuoli,korsryggsmerter,vondt i ryggen,lænderygsmerter,ondt i ryggen,hekseskud,rückenschmerz*,kreuzschmerz*,hexenschuss,bel ağrısı,sırt ağrısı,ألم أسفل الظهر,ألم الظهر
M51.1|Diskbråck i ländryggen med radikulopati|Lumbar disc disorders with radiculopathy|diskbråck,disc herniation,herniated disc,slipped disc,välilevytyrä,skiveprolaps,prolaps i ryggen,diskusprolaps,bandscheibenvorfall,bel fıtığı,الانزلاق الغضروفي
M75.1|Rotatorkuffsyndrom|Rotator cuff syndrome|rotatorkuff*,rotator cuff,kiertäjäkalvosin*,rotatorcuff*,rotatorenmanschette*,rotator manşet,الكفة المدورة
M75.4|Impingementsyndrom i skulderleden|Impingement syndrome of shoulder|impingement,inklämning i axeln,shoulder impingement,olkapään pinneoireyhtymä,impingement i skulderen,impingement-syndrom,sıkışma sendromu,متلازمة انحشار الكتف
M25.51|Ledvärk i skulderregionen|Pain in joint, shoulder region|axelvärk,ont i axeln,smärta i axeln,shoulder pain,olkapääkipu,skuldersmerter,vondt i skulderen,ondt i skulderen,schulterschmerz*,omuz ağrısı,ألم الكتف
M77.1|Lateral epikondylit|Lateral epicondylitis|tennisarmbåge,lateral epikondylit,tennis elbow,tenniskyynärpää,tennisalbue,tennisarm,tenisçi dirseği,مرفق التنس
M79.1|Myalgi|Myalgia|myalgi,muskelvärk,muskelsmärta,myalgia,muscle pain,lihaskipu,muskelsmerter,muskelkater,muskelschmerz*,kas ağrısı,ألم العضلات
M79.7|Fibromyalgi|Fibromyalgia|fibromyalgi,fibromyalgia,fibromyalgie,fibromiyalji,الألم العضلي الليفي
M72.2|Plantar fasciit|Plantar fascial fibromatosis|hälsporre,plantarfasciit,plantar fasciitis,kantakalvon tulehdus,plantar fasciitt,hælspore,fersensporn,plantar fasiit,topuk dikeni,التهاب اللفافة الأخمصية
M65.3|Triggerfinger|Trigger finger|triggerfinger,trigger finger,napsusormi,springfinger,schnellender finger,tetik parmak,الإصبع الزنادي
M81.9|Osteoporos, ospecificerad|Osteoporosis, unspecified|osteoporos,benskörhet,osteoporosis,osteoporoosi,luukato,osteoporose,knogleskørhed,benskjørhet,knochenschwund,kemik erimesi,osteoporoz,هشاشة العظام
M62.6|Muskelbristning|Muscle strain|muskelbristning,sträckning,muscle strain,pulled muscle,lihasrevähdys,muskelstrekk,forstrækning,muskelzerrung,kas zorlanması,شد عضلي
N30.0|Akut cystit|Acute cystitis|cystit,urinvägsinfektion,blåskatarr,urinary tract infection,uti,bladder infection,cystitis,virtsatieinfektio,virtsarakon tulehdus,urinveisinfeksjon,blærebetennelse,blærebetændelse,urinvejsinfektion,blasenentzündung,harnwegsinfekt,idrar yolu enfeksiyonu,sistit,التهاب المثانة,التهاب المسالك البولية
N39.0|Urinvägsinfektion utan angiven lokalisation|Urinary tract infection, site not specified|uvi,urinvägsinfektion med feber,uti with fever,virtsatieinfektio kuumeinen,urinveisinfeksjon med feber,urinvejsinfektion med feber,harnwegsinfektion,idrar yolu iltihabı,عدوى المسالك البولية
N10|Akut tubulo-interstitiell nefrit|Acute tubulo-interstitial nephritis|pyelonefrit,njurbäckeninflammation,pyelonephritis,kidney infection,munuaisaltaan tulehdus,pyelonefritt,nyrebekkenbetennelse,nyrebækkenbetændelse,nierenbeckenentzündung,piyelonefrit,التهاب الحويضة والكلية
N20.0|Njursten|Calculus of kidney|njursten,kidney stone*,renal colic,munuaiskivi*,nyrestein*,nyresten*,nierenstein*,böbrek taşı,حصى الكلى
N23|Ospecificerad njurkolik|Unspecified renal colic|njurstensanfall,njurkolik,renal colic,munuaiskoliikki,nyrestensanfall,nyrekolikk,nyrestensanfald,nierenkolik,böbrek koliği,مغص كلوي
N40|Prostatahyperplasi|Hyperplasia of prostate|prostataförstoring,förstorad prostata,benign prostatahyperplasi,enlarged prostate,prostatic hyperplasia,bph,eturauhasen liikakasvu,forstørret prostata,prostatavergrößerung,prostat büyümesi,تضخم البروستاتا
N41.0|Akut prostatit|Acute prostatitis|prostatit,prostatitis,eturauhastulehdus,prostatitt,prostatitis,prostatit,التهاب البروستاتا
N76.0|Akut vaginit|Acute vaginitis|vaginit,slidkatarr,vaginitis,emätintulehdus,vaginitt,skedekatar,scheidenentzündung,vajinit,التهاب المهبل
N76.1|Bakteriell vaginos|Subacute and chronic vaginitis|bakteriell vaginos,bacterial vaginosis,bakteerivaginoosi,bakteriell vaginose,bakteriel vaginose,bakterielle vaginose,bakteriyel vajinoz,التهاب المهبل البكتيري
N94.6|Dysmenorré, ospecificerad|Dysmenorrhoea, unspecified|mensvärk,menssmärtor,dysmenorré,menstrual cramps,period pain,dysmenorrhea,kuukautiskivut,menssmerter,menstruationssmerter,regelschmerzen,adet sancısı,عسر الطمث
N92.0|Riklig och frekvent menstruation med regelbunden cykel|Excessive and frequent menstruation with regular cycle|riklig mens,kraftiga blödningar,heavy periods,menorrhagia,runsaat kuukautiset,kraftig menstruasjon,kraftig menstruation,starke regelblutung,aşırı adet kanaması,غزارة الطمث
N95.1|Klimakteriella besvär hos kvinnor|Menopausal and female climacteric states|klimakteriebesvär,klimakteriet,vallningar,menopause,hot flushes,hot flashes,vaihdevuosioireet,kuumat aallot,overgangsplager,hetetokter,overgangsalder,hedeture,wechseljahresbeschwerden,hitzewallungen,menopoz,sıcak basması,انقطاع الطمث,الهبات الساخنة
N48.1|Balanopostit|Balanoposthitis|balanit,balanopostit,balanitis,terskatulehdus,balanitt,balanitis,balanitis,balanit,التهاب الحشفة
O21.0|Lätt hyperemesis gravidarum|Mild hyperemesis gravidarum|graviditetsillamående,morgonillamående,morning sickness,pregnancy nausea,raskauspahoinvointi,svangerskapskvalme,graviditetskvalme,schwangerschaftsübelkeit,gebelik bulantısı,غثيان الحمل
O26.8|Andra specificerade tillstånd i samband med graviditet|Other specified pregnancy-related conditions|graviditetsbesvär,foglossning,pregnancy related pain,pelvic girdle pain in pregnancy,raskauteen liittyvä,bekkenløsning,bækkenløsning,symphysenlockerung,gebelik ağrısı,آلام الحمل
Z34.9|Övervakning av normal graviditet, ospecificerad|Supervision of normal pregnancy, unspecified|graviditetskontroll,mödravård,antenatal check,pregnancy check-up,prenatal visit,äitiysneuvola,svangerskapskontroll,graviditetsundersøgelse,schwangerschaftsvorsorge,gebelik kontrolü,متابعة الحمل
O80|Spontan förlossning av ett foster|Single spontaneous delivery|förlossning,normal förlossning,vaginal delivery,normal delivery,synnytys,fødsel,entbindung,geburt,normal doğum,ولادة طبيعية
Z39.2|Rutinmässig postpartumkontroll|Routine postpartum follow-up|efterkontroll,eftergranskning,postpartum check,postnatal check,jälkitarkastus,etterkontroll,efterundersøgelse,nachuntersuchung nach der geburt,doğum sonrası kontrol,فحص ما بعد الولادة
O99.0|Anemi som komplicerar graviditet, förlossning och barnsängstid|Anaemia complicating pregnancy, childbirth and the puerperium|graviditetsanemi,anemia in pregnancy,raskausanemia,svangerskapsanemi,schwangerschaftsanämie,gebelik anemisi,فقر الدم أثناء الحمل
O24.4|Diabetes mellitus som uppstått under graviditeten|Diabetes mellitus arising in pregnancy|graviditetsdiabetes,gestational diabetes,raskausdiabetes,svangerskapsdiabetes,graviditetsdiabetes,schwangerschaftsdiabetes,gestasyonel diyabet,سكري الحمل
O13|Graviditetshypertoni utan signifikant proteinuri|Gestational hypertension without significant proteinuria|graviditetshypertoni,gestational hypertension,raskausverenpainetauti,svangerskapshypertensjon,graviditetshypertension,schwangerschaftshypertonie,gebelik hipertansiyonu,ارتفاع ضغط الدم الحملي
O14.9|Preeklampsi, ospecificerad|Pre-eclampsia, unspecified|preeklampsi,havandeskapsförgiftning,pre-eclampsia,preeclampsia,raskausmyrkytys,preeklampsi,svangerskapsforgiftning,svangerskabsforgiftning,präeklampsie,preeklampsi,تسمم الحمل
O03.9|Spontan abort, fullständig eller ospecificerad, utan komplikation|Spontaneous abortion, complete or unspecified, without complication|missfall,miscarriage,keskenmeno,spontanabort,fehlgeburt,düşük,إجهاض
N91.2|Amenorré, ospecificerad|Amenorrhoea, unspecified|amenorré,utebliven mens,amenorrhea,missed period,kuukautisten puuttuminen,amenoré,udeblevet menstruation,ausbleibende regel,adet görememe,انقطاع الطمث
R00.2|Hjärtklappning|Palpitations|hjärtklappning,palpitation*,heart racing,sydämentykytys,hjertebank,herzklopfen,herzrasen,çarpıntı,خفقان
R05|Hosta|Cough|hosta,hostar,cough,coughing,yskä,yskii,hoste,hoster,husten,öksürük,سعال,كحة
R06.0|Dyspné|Dyspnoea|andnöd,andfåddhet,andfådd,dyspné,shortness of breath,short of breath,dyspnea,breathless,hengenahdistus,tungpust,åndenød,atemnot,nefes darlığı,ضيق التنفس
R07.4|Bröstsmärta, ospecificerad|Chest pain, unspecified|bröstsmärta,ont i bröstet,bröstsmärtor,chest pain,rintakipu,brystsmerter,vondt i brystet,ondt i brystet,brustschmerz*,göğüs ağrısı,ألم في الصدر
R10.4|Andra och ospecificerade buksmärtor|Other and unspecified abdominal pain|buksmärta,magsmärta,ont i magen,magont,magvärk,abdominal pain,stomach ache,stomach pain,tummy ache,vatsakipu,mahakipu,magesmerter,vondt i magen,mavesmerter,ondt i maven,bauchschmerz*,karın ağrısı,ألم في البطن
R11|Illamående och kräkningar|Nausea and vomiting|illamående,kräkning*,kräks,nausea,vomiting,pahoinvointi,oksentelu,kvalme,oppkast,opkast,übelkeit,erbrechen,bulantı,kusma@tr,غثيان,قيء
R19.7|Diarré, ospecificerad|Diarrhoea, unspecified|diarré,lös mage,diarrhea,diarrhoea,ripuli,diaré,durchfall,ishal,إسهال
R21|Hudutslag och andra ospecifika hudutbrott|Rash and other nonspecific skin eruption|utslag,hudutslag,rash,ihottuma,utslett,udslæt,hautausschlag,ausschlag,döküntü,طفح جلدي
R30.0|Dysuri|Dysuria|sveda när jag kissar,sveda vid miktion,dysuri,svider när jag kissar,burning when urinating,painful urination,dysuria,kirvely virtsatessa,svie ved vannlating,svien ved vandladning,brennen beim wasserlassen,idrarda yanma,حرقة البول
R31|Ospecificerad hematuri|Unspecified haematuria|blod i urinen,hematuri,blood in the urine,haematuria,hematuria,verivirtsaisuus,blod i urinen,blut im urin,idrarda kan,دم في البول
R42|Yrsel och svindel|Dizziness and giddiness|yrsel,yr,svindel,dizziness,dizzy,vertigo,huimaus,huimaa,svimmelhet,svimmel,svimmelhed,schwindel,baş dönmesi,دوخة,دوار
R50.9|Feber, ospecificerad|Fever, unspecified|feber,febril,fever,feverish,high temperature,kuume,kuumetta,feber,fieber,ateş,حمى,حرارة مرتفعة
R51|Huvudvärk|Headache|huvudvärk,ont i huvudet,headache,päänsärky,hodepine,vondt i hodet,hovedpine,kopfschmerz*,baş ağrısı,صداع
R53|Sjukdomskänsla och trötthet|Malaise and fatigue|trötthet,trött,orkeslös,fatigue,tired,tiredness,exhausted,väsymys,väsynyt,tretthet,trett,træthed,træt,müdigkeit,müde,erschöpfung,yorgunluk,halsizlik,تعب,إرهاق
R55|Svimning och kollaps|Syncope and collapse|svimning,svimmade,syncope,fainted,fainting,pyörtyminen,pyörtyi,besvimelse,besvimte,besvimede,ohnmacht,synkope,bayılma,bayıldı,إغماء
R56.0|Feberkramper|Febrile convulsions|feberkramp*,febrile convulsion*,febrile seizure*,kuumekouristu*,feberkramper,fieberkrampf,febril konvülziyon,تشنجات حموية
R59.0|Lokaliserad lymfkörtelförstoring|Localized enlarged lymph nodes|förstorade lymfkörtlar,svullna körtlar,swollen glands,swollen lymph nodes,suurentuneet imusolmukkeet,hovne lymfeknuter,hævede lymfeknuder,geschwollene lymphknoten,şişmiş lenf,تضخم الغدد اللمفاوية
R63.4|Onormal viktminskning|Abnormal weight loss|viktnedgång,gått ner i vikt,weight loss,lost weight,painonlasku,vekttap,vægttab,gewichtsverlust,kilo kaybı,فقدان الوزن
R04.0|Näsblod|Epistaxis|näsblod,nosebleed,epistaxis,nenäverenvuoto,neseblod,næseblod,nasenbluten,burun kanaması,رعاف,نزيف الأنف
R60.0|Lokaliserat ödem|Localized oedema|bensvullnad,svullna ben,ödem,ankle swelling,swollen legs,oedema,edema,turvotus,nilkkaturvotus,hevelse i beina,hævede ben,ödem,beinschwellung,ödem,ayak şişmesi,وذمة
R03.0|Förhöjt blodtryck utan diagnos hypertoni|Elevated blood-pressure reading, without diagnosis of hypertension|förhöjt blodtryck,elevated blood pressure,raised blood pressure,kohonnut verenpainelukema,forhøyet blodtrykk,forhøjet blodtryksmåling,erhöhter blutdruck,yüksek tansiyon ölçümü,ارتفاع قراءة ضغط الدم
R35|Polyuri|Polyuria|kissar ofta,täta trängningar,frequent urination,polyuria,tiheä virtsaamistarve,hyppig vannlating,hyppig vandladning,häufiges wasserlassen,sık idrara çıkma,كثرة التبول
R32|Ospecificerad urininkontinens|Unspecified urinary incontinence|urininkontinens,urinläckage,läcker urin,urinary incontinence,leaking urine,virtsankarkailu,urinlekkasje,urininkontinens,harninkontinenz,idrar kaçırma,سلس البول
R12|Halsbränna|Heartburn|sura uppstötningar,halsbränna,heartburn,närästys,halsbrann,halsbrand,sodbrennen,mide ekşimesi,حرقة
R14|Gasbildning och därmed sammanhängande tillstånd|Flatulence and related conditions|gaser,uppblåst,bloating,flatulence,ilmavaivat,turvotus vatsassa,oppblåst,luft i maven,blähungen,şişkinlik,انتفاخ
R20.2|Parestesier i huden|Paraesthesia of skin|stickningar,domningar,myrkrypningar,tingling,numbness,pins and needles,pistely,puutuminen,prikking,nummenhet,snurren,prikken,kribbeln,taubheitsgefühl,karıncalanma,uyuşma,تنميل
R25.2|Kramp och spasm|Cramp and spasm|kramp i benen,vadkramp,muscle cramps,leg cramps,lihaskramppi,suonenveto,muskelkramper,krampe i læggen,wadenkrampf,kramp,بالتشنج العضلي
R45.8|Andra specificerade symtom och sjukdomstecken avseende sinnesstämning|Other symptoms and signs involving emotional state|stress,stressad,stressed,stressi,stresset,stressed,gestresst,stresli,ضغط نفسي
R52.9|Smärta, ospecificerad|Pain, unspecified|smärta,värk,pain,kipu,smerte,smerter,schmerz,ağrı,ألم
R68.8|Andra specificerade allmänna symtom och sjukdomstecken|Other specified general symptoms and signs|allmän sjukdomskänsla,feeling unwell,yleinen sairauden tunne,sykdomsfølelse,utilpashed,krankheitsgefühl,genel halsizlik,توعك
S00.9|Ytlig skada på huvudet, ospecificerad|Superficial injury of head, part unspecified|bula i huvudet,slog huvudet,bumped head,head bump,päähän lyönti,kul i hodet,bule i hovedet,beule am kopf,başını çarptı,رضة في الرأس
S06.0|Hjärnskakning|Concussion|hjärnskakning,commotio,concussion,aivotärähdys,hjernerystelse,gehirnerschütterung,beyin sarsıntısı,ارتجاج المخ
S01.9|Öppet sår på huvudet, del ospecificerad|Open wound of head, part unspecified|sår i huvudet,skärsår i ansiktet,head laceration,cut on the head,päähaava,kutt i hodet,flænge i hovedet,platzwunde am kopf,kafa yarası,جرح في الرأس
S61.9|Öppet sår på handled och hand, del ospecificerad|Open wound of wrist and hand, part unspecified|skärsår i handen,skar mig i handen,skar mig i fingret,cut my hand,cut my finger,hand laceration,käsihaava,kutt i hånden,snitsår i hånden,schnittwunde an der hand,elde kesik,جرح في اليد
S93.4|Stukning och distorsion av fotled|Sprain and strain of ankle|stukad fot,fotledsdistorsion,vrickat foten,vrickad fot,stukade foten,sprained ankle,ankle sprain,twisted my ankle,nilkan nyrjähdys,nyrjäytin nilkkani,forstuet ankel,overtråkket,forstuvet ankel,verstauchter knöchel,umgeknickt,ayak bileği burkulması,التواء الكاحل
S83.6|Stukning och distorsion av andra och ospecificerade delar av knät|Sprain and strain of other and unspecified parts of knee|vrickat knät,knädistorsion,knee sprain,twisted my knee,polven nyrjähdys,vridd kneet,forvredet knæ,knieverdrehung,diz burkulması,التواء الركبة
S63.5|Stukning och distorsion av handled|Sprain and strain of wrist|stukad handled,handledsdistorsion,sprained wrist,wrist sprain,ranteen nyrjähdys,forstuet håndledd,forstuvet håndled,verstauchtes handgelenk,el bileği burkulması,التواء الرسغ
S52.5|Fraktur på nedre delen av radius|Fracture of lower end of radius|handledsfraktur,radiusfraktur,bruten handled,broken wrist,wrist fracture,rannemurtuma,håndleddsbrudd,håndledsbrud,handgelenksbruch,radiusfraktur,el bileği kırığı,كسر الرسغ
S42.0|Fraktur på nyckelbenet|Fracture of clavicle|nyckelbensfraktur,bruten nyckelben,broken collarbone,clavicle fracture,solisluun murtuma,kragebeinsbrudd,kravebensbrud,schlüsselbeinbruch,köprücük kemiği kırığı,كسر الترقوة
S72.0|Fraktur på lårbenshalsen|Fracture of neck of femur|höftfraktur,collumfraktur,lårbenshalsfraktur,hip fracture,lonkkamurtuma,hoftebrudd,hoftebrud,schenkelhalsbruch,kalça kırığı,كسر الورك
S82.6|Fraktur på laterala malleolen|Fracture of lateral malleolus|fotledsfraktur,bruten fotled,broken ankle,ankle fracture,nilkkamurtuma,ankelbrudd,ankelbrud,sprunggelenksfraktur,ayak bileği kırığı,كسر الكاحل
S62.6|Fraktur på annat finger|Fracture of other finger|fingerfraktur,brutet finger,broken finger,finger fracture,sormen murtuma,fingerbrudd,fingerbrud,fingerbruch,parmak kırığı,كسر الإصبع
S22.3|Fraktur på revben|Fracture of rib|revbensfraktur,brutet revben,broken rib,rib fracture,kylkiluun murtuma,ribbeinsbrudd,ribbensbrud,rippenbruch,kaburga kırığı,كسر الضلع
S13.4|Stukning och distorsion av halsryggen|Sprain and strain of cervical spine|whiplash,pisksnärtskada,retningsvamma,niskan retkahdusvamma,nakkesleng,piskesmæld,schleudertrauma,boyun incinmesi,إصابة الرقبة
T14.0|Ytlig skada på ospecificerad kroppsregion|Superficial injury of unspecified body region|blåmärke,kontusion,skrubbsår,bruise,contusion,graze,mustelma,ruhje,blåmerke,blå mærke,prellung,bluterguss,morluk,كدمة
T14.1|Öppet sår på ospecificerad kroppsregion|Open wound of unspecified body region|skärsår,sårskada,laceration,open wound,haava,viiltohaava,kutt,sår,snitsår,schnittwunde,platzwunde,kesik,yara,جرح
T30.0|Brännskada av ospecificerad grad, ospecificerad kroppsregion|Burn of unspecified body region, unspecified degree|brännskada,brände mig,burn,burned,palovamma,brannskade,brandsår,forbrænding,verbrennung,yanık,حرق
T63.4|Toxisk effekt av gift från andra leddjur|Toxic effect of venom of other arthropods|getingstick,bistick,insektsbett,wasp sting,bee sting,insect bite,ampiaisen pisto,mehiläisen pisto,hyönteisenpisto,vepsestikk,bistikk,insektstikk,hvepsestik,bistik,wespenstich,bienenstich,insektenstich,arı sokması,böcek ısırığı,لدغة حشرة
W57|Bett eller stick av icke giftiga insekter och andra icke giftiga leddjur|Bitten or stung by nonvenomous insect and other nonvenomous arthropods|fästingbett,tick bite,punkin purema,flåttbitt,flåtbid,zeckenstich,kene ısırığı,لدغة القراد
A69.2|Lyme-borrelios|Lyme disease|borrelia,borrelios,lyme disease,lyme borreliosis,borrelioosi,borreliose,borreliose,lyme-borreliose,lyme hastalığı,داء لايم
T78.4|Allergi, ospecificerad|Allergy, unspecified|allergisk reaktion,allergic reaction,allerginen reaktio,allergisk reaksjon,allergisk reaktion,allergische reaktion,alerjik reaksiyon,رد فعل تحسسي
T78.2|Anafylaktisk chock, ospecificerad|Anaphylactic shock, unspecified|anafylaxi,anafylaktisk chock,anaphylaxis,anaphylactic,anafylaksia,anafylaksi,anafylaktisk sjokk,anafylaktisk shock,anaphylaxie,anafilaksi,الحساسية المفرطة
T78.3|Angioneurotiskt ödem|Angioneurotic oedema|angioödem,quinckeödem,angioedema,angioedeema,angioødem,quincke-ödem,anjiyoödem,الوذمة الوعائية
T88.7|Ospecificerad ogynnsam effekt av läkemedel|Unspecified adverse effect of drug or medicament|biverkning,läkemedelsbiverkning,side effect,adverse drug reaction,lääkkeen haittavaikutus,bivirkning,bivirkning,nebenwirkung,yan etki,آثار جانبية
T15.9|Främmande kropp på yttre delen av ögat, del ospecificerad|Foreign body on external eye, part unspecified|skräp i ögat,främmande kropp i ögat,something in my eye,foreign body in the eye,roska silmässä,fremmedlegeme i øyet,fremmedlegeme i øjet,fremdkörper im auge,gözde yabancı cisim,جسم غريب في العين
Z00.0|Allmän hälsokontroll|General medical examination|hälsokontroll,hälsoundersökning,health check,check-up,checkup,terveystarkastus,helsekontroll,helbredsundersøgelse,gesundheitscheck,vorsorgeuntersuchung,sağlık kontrolü,فحص طبي عام
Z00.1|Rutinmässig barnhälsovårdsundersökning|Routine child health examination|bvc-besök,barnhälsovård,well-child visit,child health check,lastenneuvola,helsestasjon,børneundersøgelse,u-untersuchung,çocuk sağlığı kontrolü,فحص صحة الطفل
Z01.0|Undersökning av ögon och syn|Examination of eyes and vision|synundersökning,synkontroll,eye examination,vision test,näöntarkastus,synsundersøkelse,synsprøve,sehtest,göz muayenesi,فحص النظر
Z23.8|Behov av vaccination mot annan enstaka infektionssjukdom|Need for immunization against other single infectious diseases|vaccination,vaccin,vaccine,vaccination,rokotus,rokote,vaksinasjon,vaksine,vaccination,impfung,aşı,تطعيم,لقاح
Z30.0|Allmän rådgivning om preventivmedel|General counselling and advice on contraception|preventivmedel,p-piller,contraception,birth control,contraceptive,ehkäisy,e-pillerit,prevensjon,p-piller,prævention,p-piller,verhütung,pille,doğum kontrolü,منع الحمل
Z32.1|Graviditet bekräftad|Pregnancy confirmed|gravid,graviditet,pregnant,pregnancy,raskaus,raskaana,gravid,svanger,schwanger,schwangerschaft,hamile,gebelik,حامل,الحمل
Z71.1|Person med oro för sjukdom där ingen diagnos ställts|Person with feared complaint in whom no diagnosis is made|orolig för sjukdom,worried about illness,huolestunut sairaudesta,engstelig for sykdom,bekymret for sygdom,sorge um krankheit,hastalık endişesi,قلق من المرض
Z71.6|Rådgivning i samband med tobaksbruk|Tobacco abuse counselling|rökavvänjning,sluta röka,smoking cessation,quit smoking,tupakoinnin lopettaminen,røykeslutt,rygestop,raucherentwöhnung,sigarayı bırakma,الإقلاع عن التدخين
Z76.0|Förnyelse av recept|Issue of repeat prescription|receptförnyelse,förnya recept,förnyelse av recept,repeat prescription,prescription renewal,reseptin uusinta,resept fornyelse,receptfornyelse,folgerezept,reçete yenileme,تجديد الوصفة
Z48.0|Omvårdnad av förband och suturer|Attention to surgical dressings and sutures|suturtagning,ta bort stygnen,omläggning,suture removal,remove the stitches,dressing change,ompeleiden poisto,sidoksen vaihto,fjerne sting,sting fjernelse,fädenziehen,verbandswechsel,dikiş alma,pansuman,إزالة الغرز
Z73.0|Utbrändhet|Burn-out|utbrändhetssyndrom,utbränd,burn-out state,työuupumus,utbrenthet,udbrændthed,burn-out,tükenmişlik sendromu,الإنهاك
Z56.6|Andra fysiska och psykiska påfrestningar i samband med arbetet|Other physical and mental strain related to work|stress på jobbet,arbetsrelaterad stress,work stress,work-related stress,työstressi,stress på jobben,arbejdsrelateret stress,stress bei der arbeit,iş stresi,ضغط العمل
Z63.0|Problem i relationen till make, maka eller partner|Problems in relationship with spouse or partner|relationsproblem,problem med min partner,relationship problems,parisuhdeongelmat,samlivsproblemer,parforholdsproblemer,beziehungsprobleme,ilişki sorunları,مشاكل زوجية
Z63.4|Familjemedlems försvinnande eller död|Disappearance and death of family member|sorg,dödsfall i familjen,bereavement,grief,suru,sorg,trauer,yas,حزن
Z72.0|Tobaksbruk|Tobacco use|röker,rökare,smoker,smokes,tupakoi,tupakoitsija,røyker,ryger,raucher,raucht,sigara içiyor,يدخن
Z86.7|Sjukdomar i cirkulationsorganen i den egna sjukhistorien|Personal history of diseases of the circulatory system|tidigare hjärtinfarkt,tidigare stroke,history of heart attack,history of stroke,aiempi sydäninfarkti,tidligere hjerteinfarkt,tidligere blodprop,frühere herzinfarkt,geçirilmiş kalp krizi,تاريخ من النوبات القلبية
Z95.1|Förekomst av aortakoronar bypass-graft|Presence of aortocoronary bypass graft|bypassopererad,bypass surgery,ohitusleikkaus,bypassoperert,bypassopereret,bypass-operation,bypass ameliyatı,عملية تحويل مسار الشريان
Z96.6|Förekomst av ortopediska ledimplantat|Presence of orthopaedic joint implants|höftprotes,knäprotes,hip replacement,knee replacement,tekonivel,hofteprotese,kneprotese,knæprotese,hüftprothese,knieprothese,protez,مفصل صناعي
Z79.0|Långvarig användning av antikoagulantia|Long term (current) use of anticoagulants|blodförtunnande,waran,antikoagulantia,blood thinner*,anticoagulant*,verenohennus,verenohennuslääke,blodfortynnende,blodfortyndende,blutverdünner,kan sulandırıcı,مميع الدم
E87.6|Hypokalemi|Hypokalaemia|lågt kalium,hypokalemi,low potassium,hypokalemia,matala kalium,lavt kalium,kaliummangel,düşük potasyum,نقص البوتاسيوم
E87.1|Hypoosmolalitet och hyponatremi|Hypo-osmolality and hyponatraemia|lågt natrium,hyponatremi,low sodium,hyponatremia,matala natrium,lavt natrium,natriummangel,düşük sodyum,نقص الصوديوم
E16.2|Hypoglykemi, ospecificerad|Hypoglycaemia, unspecified|hypoglykemi,lågt blodsocker,känning,hypoglycemia,low blood sugar,hypoglykemia,matala verensokeri,føling,lavt blodsukker,unterzuckerung,hypoglykämie,düşük şeker,hipoglisemi,انخفاض السكر
R73.9|Hyperglykemi, ospecificerad|Hyperglycaemia, unspecified|högt blodsocker,hyperglykemi,high blood sugar,hyperglycemia,korkea verensokeri,høyt blodsukker,højt blodsukker,überzuckerung,hyperglykämie,yüksek şeker,ارتفاع السكر
E04.9|Icke-toxisk struma, ospecificerad|Nontoxic goitre, unspecified|struma,förstorad sköldkörtel,goitre,goiter,struuma,struma,kropf,guatr,تضخم الغدة الدرقية
F50.0|Anorexia nervosa|Anorexia nervosa|anorexi,anorexia,anoreksia,anoreksi,magersucht,anoreksiya,فقدان الشهية العصبي
F50.2|Bulimia nervosa|Bulimia nervosa|bulimi,bulimia,bulimia,bulimi,bulimie,bulimiya,الشره المرضي
F20.9|Schizofreni, ospecificerad|Schizophrenia, unspecified|schizofreni,schizophrenia,skitsofrenia,schizofreni,skizofreni,schizophrenie,şizofreni,الفصام
F31.9|Bipolär sjukdom, ospecificerad|Bipolar affective disorder, unspecified|bipolär,bipolar,kaksisuuntainen mielialahäiriö,bipolar lidelse,bipolar sygdom,bipolare störung,bipolar bozukluk,ثنائي القطب
F42.9|Tvångssyndrom, ospecificerat|Obsessive-compulsive disorder, unspecified|tvångssyndrom,ocd,obsessive compulsive,pakko-oireinen häiriö,tvangslidelse,ocd,zwangsstörung,obsesif kompulsif,الوسواس القهري
F43.1|Posttraumatiskt stressyndrom|Post-traumatic stress disorder|ptsd,posttraumatiskt stressyndrom,post-traumatic stress,traumaperäinen stressihäiriö,posttraumatisk stresslidelse,posttraumatisk stress,posttraumatische belastungsstörung,travma sonrası stres,اضطراب ما بعد الصدمة
F84.0|Autism i barndomen|Childhood autism|autism,autismspektrum,autism spectrum,autismikirjo,autisme,autismus,otizm,التوحد
F99|Psykisk störning utan närmare specifikation|Mental disorder, not otherwise specified|psykisk ohälsa,mental health problem*,mielenterveysongelm*,psykisk helse,psykiske problemer,psychische probleme,ruh sağlığı sorunu,مشاكل نفسية
G20|Parkinsons sjukdom|Parkinson's disease|parkinson,parkinsons,parkinson's,parkinsonin tauti,parkinsons sykdom,parkinsons sygdom,parkinson-krankheit,parkinson hastalığı,مرض باركنسون
G30.9|Alzheimers sjukdom, ospecificerad|Alzheimer's disease, unspecified|alzheimer,alzheimers,alzheimer's,alzheimerin tauti,alzheimers sykdom,alzheimers sygdom,alzheimer-krankheit,alzheimer hastalığı,مرض الزهايمر
F03|Ospecificerad demens|Unspecified dementia|demens,dementia,muistisairaus,dementia,demens,demenz,demans,الخرف
R41.0|Desorientering, ospecificerad|Disorientation, unspecified|förvirrad,förvirring,confused,confusion,sekava,sekavuus,forvirret,verwirrt,verwirrtheit,kafa karışıklığı,ارتباك
G35|Multipel skleros|Multiple sclerosis|multipel skleros,ms-sjukdom,multiple sclerosis,ms-tauti,multippel sklerose,dissemineret sklerose,multiple sklerose,multipl skleroz,التصلب المتعدد
G62.9|Polyneuropati, ospecificerad|Polyneuropathy, unspecified|polyneuropati,neuropati,polyneuropathy,neuropathy,polyneuropatia,neuropatia,polynevropati,polyneuropati,polyneuropathie,polinöropati,اعتلال الأعصاب
G25.8|Andra specificerade extrapyramidala sjukdomar och rörelsestörningar|Other specified extrapyramidal and movement disorders|restless legs,willis-ekbom,levottomat jalat,urolige bein,uro i benene,restless-legs,huzursuz bacak,متلازمة تململ الساقين
H26.9|Katarakt, ospecificerad|Cataract, unspecified|grå starr,katarakt,cataract,harmaakaihi,grå stær,grauer star,katarakt,الساد,المياه البيضاء
H40.9|Glaukom, ospecificerat|Glaucoma, unspecified|grön starr,glaukom,glaucoma,glaukooma,grønn stær,grøn stær,grüner star,glokom,الزرق,المياه الزرقاء
H91.9|Hörselnedsättning, ospecificerad|Hearing loss, unspecified|hörselnedsättning,nedsatt hörsel,hearing loss,kuulonalenema,hørselstap,høretab,schwerhörigkeit,hörverlust,işitme kaybı,فقدان السمع
H93.1|Tinnitus|Tinnitus|tinnitus,öronsus,ringing in the ears,korvien soiminen,øresus,tinnitus,ohrensausen,kulak çınlaması,طنين الأذن
I49.9|Hjärtarytmi, ospecificerad|Cardiac arrhythmia, unspecified|arytmi,oregelbunden puls,arrhythmia,irregular heartbeat,rytmihäiriö,arytmi,rytmeforstyrrelse,herzrhythmusstörung,aritmi,اضطراب نظم القلب
I73.9|Perifer kärlsjukdom, ospecificerad|Peripheral vascular disease, unspecified|fönstertittarsjuka,perifer kärlsjukdom,claudicatio,peripheral artery disease,claudication,katkokävely,perifer karsykdom,vindueskiggersyge,schaufensterkrankheit,periferik arter hastalığı,مرض الشرايين الطرفية
I87.2|Venös insufficiens (kronisk) (perifer)|Venous insufficiency (chronic)(peripheral)|venös insufficiens,venous insufficiency,laskimoiden vajaatoiminta,venøs insuffisiens,venøs insufficiens,venöse insuffizienz,venöz yetmezlik,القصور الوريدي
L89.9|Trycksår, ospecificerat|Decubitus ulcer and pressure area, unspecified|trycksår,pressure ulcer,bedsore,painehaava,trykksår,tryksår,dekubitus,bası yarası,قرحة الفراش
L97|Bensår, som ej klassificeras på annan plats|Ulcer of lower limb, not elsewhere classified|bensår,leg ulcer,säärihaava,leggsår,bensår,unterschenkelgeschwür,bacak ülseri,قرحة الساق
L98.4|Kroniskt hudsår, som ej klassificeras på annan plats|Chronic ulcer of skin, not elsewhere classified|svårläkt sår,kroniskt sår,chronic wound,non-healing wound,krooninen haava,kronisk sår,chronische wunde,kronik yara,جرح مزمن
L71.9|Rosacea, ospecificerad|Rosacea, unspecified|rosacea,ruusufinni,rosacea,rozasea,الوردية
L63.9|Alopecia areata, ospecificerad|Alopecia areata, unspecified|fläckvis håravfall,alopecia areata,pälvikalju,flekkvis håravfall,pletvis skaldethed,kreisrunder haarausfall,saçkıran,الثعلبة
L65.9|Icke ärrbildande håravfall, ospecificerat|Nonscarring hair loss, unspecified|håravfall,hair loss,hiustenlähtö,håravfall,hårtab,haarausfall,saç dökülmesi,تساقط الشعر
L21.9|Seborroiskt eksem, ospecificerat|Seborrhoeic dermatitis, unspecified|seborroiskt eksem,mjäll,seborrheic dermatitis,dandruff,seborrooinen ihottuma,hilse,seborrhoisk eksem,skæl,seborrhoische dermatitis,schuppen,seboreik dermatit,kepek,قشرة الرأس
L73.2|Hidradenitis suppurativa|Hidradenitis suppurativa|hidradenit,svettkörtelinflammation,hidradenitis,hidradeniitti,hidrosadenitt,svedkirtelbetændelse,acne inversa,hidradenit,التهاب الغدد العرقية
M23.2|Meniskskada till följd av gammal ruptur eller skada|Derangement of meniscus due to old tear or injury|meniskskada,meniskskadan,meniscus tear,torn meniscus,nivelkierukan repeämä,meniskskade,menisklæsion,meniskusriss,menisküs yırtığı,تمزق الغضروف الهلالي
S83.5|Stukning och distorsion som engagerar (främre) (bakre) korsband i knäleden|Sprain and strain involving cruciate ligament of knee|korsbandsskada,främre korsbandet,acl tear,cruciate ligament,eturistisiteen repeämä,korsbåndsskade,korsbåndsskade,kreuzbandriss,çapraz bağ yırtığı,تمزق الرباط الصليبي
M70.2|Bursit i armbågsregionen|Olecranon bursitis|bursit,slemsäcksinflammation,bursitis,limapussin tulehdus,slimposebetennelse,slimsækbetændelse,schleimbeutelentzündung,bursit,التهاب الجراب
M76.6|Akillestendinit|Achilles tendinitis|hälseneinflammation,akillestendinit,achilles tendinitis,achilles tendinopathy,akillesjännetulehdus,akillessenebetennelse,akillessenebetændelse,achillessehnenentzündung,aşil tendiniti,التهاب وتر العرقوب
M65.9|Synovit och tenosynovit, ospecificerad|Synovitis and tenosynovitis, unspecified|senskideinflammation,tendinit,tendinitis,tenosynovitis,jännetupentulehdus,senebetennelse,senebetændelse,sehnenscheidenentzündung,tendinit,التهاب الأوتار
M53.1|Cervikobrakialt syndrom|Cervicobrachial syndrome|cervikobrakialgi,nackspärr,stiff neck,jäykkä niska,nakkesperre,stiv nakke,steifer nacken,boyun tutulması,تيبس الرقبة
M54.6|Smärtor i bröstryggen|Pain in thoracic spine|bröstryggssmärta,ont i bröstryggen,thoracic back pain,upper back pain,rintarangan kipu,smerter i brystryggen,smerter i brystryggen,brustwirbelsäulenschmerz*,sırt üst ağrısı,ألم الظهر العلوي
M79.6|Smärta i extremitet|Pain in limb|ont i benet,smärta i benet,ont i armen,pain in my leg,leg pain,arm pain,raajakipu,smerter i beinet,smerter i benet,gliederschmerz*,beinschmerz*,bacak ağrısı,kol ağrısı,ألم في الساق
M89.9|Skelettsjukdom, ospecificerad|Disorder of bone, unspecified|skelettsjukdom,bone disorder,luustosairaus,skjelettsykdom,knoglesygdom,knochenerkrankung,kemik hastalığı,مرض العظام
N18.9|Kronisk njursjukdom, ospecificerad|Chronic kidney disease, unspecified|kronisk njursjukdom,njursvikt,chronic kidney disease,kidney failure,krooninen munuaistauti,kronisk nyresykdom,kronisk nyresygdom,chronische nierenerkrankung,niereninsuffizienz,kronik böbrek hastalığı,مرض الكلى المزمن
N28.1|Förvärvad cysta i njure|Cyst of kidney, acquired|njurcysta,kidney cyst,munuaiskysta,nyrecyste,nierenzyste,böbrek kisti,كيس كلوي
N60.1|Diffus cystisk mastopati|Diffuse cystic mastopathy|knöl i bröstet,cysta i bröstet,breast lump,breast cyst,kyhmy rinnassa,kul i brystet,knude i brystet,knoten in der brust,memede kitle,كتلة في الثدي
N61|Inflammatoriska sjukdomar i bröstkörteln|Inflammatory disorders of breast|mastit,bröstinflammation,mastitis,rintatulehdus,brystbetennelse,brystbetændelse,brustentzündung,mastit,التهاب الثدي
N64.4|Mastodyni|Mastodynia|ont i brösten,bröstsmärta hos kvinna,breast pain,mastalgia,rintakipu naisella,brystsmerter,brystsmerter,brustschmerzen,meme ağrısı,ألم الثدي
N73.9|Inflammatorisk sjukdom i kvinnliga bäckenorganen, ospecificerad|Female pelvic inflammatory disease, unspecified|äggledarinflammation,salpingit,pelvic inflammatory disease,sisäsynnytintulehdus,eggledderbetennelse,æggelederbetændelse,eileiterentzündung,pelvik inflamatuar hastalık,مرض التهاب الحوض
N83.2|Andra och ospecificerade cystor i äggstockarna|Other and unspecified ovarian cysts|äggstockscysta,ovarian cyst,munasarjakysta,eggstokkcyste,æggestokcyste,eierstockzyste,yumurtalık kisti,كيس المبيض
E28.2|Polycystiskt ovariesyndrom|Polycystic ovarian syndrome|pcos,polycystiskt ovariesyndrom,polycystic ovary,monirakkulaiset munasarjat,polycystisk ovariesyndrom,polyzystisches ovarsyndrom,polikistik over,متلازمة تكيس المبايض
A56.0|Klamydiainfektion i nedre urin- och könsorganen|Chlamydial infection of lower genitourinary tract|klamydia,chlamydia,klamydia,klamydia,klamydia,chlamydien,klamidya,الكلاميديا
A54.9|Gonokockinfektion, ospecificerad|Gonococcal infection, unspecified|gonorré,gonorrhea,gonorrhoea,tippuri,gonoré,gonoré,gonorrhö,tripper,gonore,السيلان
A60.0|Herpesinfektion i genitalia och urin- och könsorganen|Herpesviral infection of genitalia and urogenital tract|genital herpes,könsherpes,genitaaliherpes,kjønnsherpes,kønsherpes,genitalherpes,genital uçuk,الهربس التناسلي
A63.0|Anogenitala (veneriska) vårtor|Anogenital (venereal) warts|kondylom,könsvårtor,genital warts,kondylooma,kjønnsvorter,kønsvorter,feigwarzen,genital siğil,الثآليل التناسلية
B18.2|Kronisk virushepatit C|Chronic viral hepatitis C|hepatit c,hepatitis c,c-hepatiitti,hepatitt c,leverbetændelse c,hepatitis c,hepatit c,التهاب الكبد الوبائي سي
B20|Humant immunbristvirus [HIV]-sjukdom|HIV disease|hiv,hiv-infektion,hiv infection,hiv-infektio,hiv-infeksjon,hiv-infektion,hiv enfeksiyonu,فيروس نقص المناعة
A08.4|Virusorsakad tarminfektion, ospecificerad|Viral intestinal infection, unspecified|norovirus,calicivirus,rotavirus,noro,rota,نوروفيروس
A04.7|Enterokolit orsakad av Clostridium difficile|Enterocolitis due to Clostridium difficile|clostridium difficile,c. diff,c diff,klostridium,clostridioides,clostridium,كلوستريديوم
A38|Scharlakansfeber|Scarlet fever|scharlakansfeber,scarlet fever,tulirokko,skarlagensfeber,skarlagensfeber,scharlach,kızıl,الحمى القرمزية
B05.9|Mässling utan komplikation|Measles without complication|mässling,measles,tuhkarokko,meslinger,mæslinger,masern,kızamık,الحصبة
B26.9|Påssjuka utan komplikation|Mumps without complication|påssjuka,mumps,sikotauti,kusma@nb,fåresyge,mumps,kabakulak,النكاف
A37.9|Kikhosta, ospecificerad|Whooping cough, unspecified|kikhosta,whooping cough,pertussis,hinkuyskä,kikhoste,kighoste,keuchhusten,boğmaca,السعال الديكي
B09|Ospecificerad virusinfektion kännetecknad av hud- och slemhinneutslag|Unspecified viral infection characterized by skin and mucous membrane lesions|femte sjukan,sjätte sjukan,fifth disease,roseola,parvorokko,vauvarokko,femte sykdom,lussingesyge,ringelröteln,dreitagefieber,beşinci hastalık,مرض الطفح الفيروسي
R50.8|Annan specificerad feber|Other specified fever|långvarig feber,feber utan fokus,prolonged fever,fever without source,pitkittynyt kuume,langvarig feber,længerevarende feber,anhaltendes fieber,uzun süreli ateş,حمى مطولة
K92.2|Blödning från magtarmkanalen, ospecificerad|Gastrointestinal haemorrhage, unspecified|blod i avföringen,svart avföring,melena,blood in the stool,black stools,gastrointestinal bleeding,veriulosteet,blod i avføringen,blod i afføringen,blut im stuhl,dışkıda kan,نزيف معوي
K62.5|Blödning från anus och rektum|Haemorrhage of anus and rectum|blödning från ändtarmen,rectal bleeding,peräsuolen verenvuoto,blødning fra endetarmen,rektale blutung,rektal kanama,نزيف شرجي
K60.2|Analfissur, ospecificerad|Anal fissure, unspecified|analfissur,anal fissure,peräaukon haavauma,analfissur,analfissur,analfissur,anal fissür,شق شرجي
K50.9|Crohns sjukdom, ospecificerad|Crohn's disease, unspecified|crohns sjukdom,crohn,crohn's disease,crohnin tauti,crohns sykdom,crohns sygdom,morbus crohn,crohn hastalığı,مرض كرون
K51.9|Ulcerös kolit, ospecificerad|Ulcerative colitis, unspecified|ulcerös kolit,ulcerative colitis,haavainen paksusuolen tulehdus,ulcerøs kolitt,colitis ulcerosa,ülseratif kolit,التهاب القولون التقرحي
K90.0|Celiaki|Coeliac disease|celiaki,glutenintolerans,coeliac disease,celiac disease,keliakia,cøliaki,zöliakie,çölyak,الداء البطني
E73.9|Laktosintolerans, ospecificerad|Lactose intolerance, unspecified|laktosintolerans,laktosintolerant,lactose intolerance,laktoosi-intoleranssi,laktoseintoleranse,laktoseintolerans,laktoseintoleranz,laktoz intoleransı,عدم تحمل اللاكتوز
K76.0|Fettlever som ej klassificeras annorstädes|Fatty (change of) liver, not elsewhere classified|fettlever,fatty liver,rasvamaksa,fettlever,fedtlever,fettleber,yağlı karaciğer,الكبد الدهني
K70.3|Alkoholisk levercirros|Alcoholic cirrhosis of liver|levercirros,skrumplever,cirrhosis,maksakirroosi,skrumplever,skrumpelever,leberzirrhose,siroz,تليف الكبد
K43.9|Ventralbråck utan inklämning och utan gangrän|Ventral hernia without obstruction or gangrene|navelbråck,ärrbråck,umbilical hernia,incisional hernia,napatyrä,navlebrokk,navlebrok,nabelbruch,göbek fıtığı,فتق سري
K56.7|Ileus, ospecificerad|Ileus, unspecified|tarmvred,ileus,bowel obstruction,suolitukos,tarmslyng,tarmslyng,darmverschluss,bağırsak tıkanması,انسداد الأمعاء
R13|Dysfagi|Dysphagia|sväljsvårigheter,svårt att svälja,dysfagi,difficulty swallowing,dysphagia,nielemisvaikeus,svelgevansker,synkebesvær,schluckbeschwerden,yutma güçlüğü,صعوبة البلع
R49.0|Dysfoni|Dysphonia|heshet,hes@sv,hoarse,hoarseness,käheys,heshet,hæshed,heiserkeit,ses kısıklığı,بحة الصوت
J34.2|Deviation av nässkiljeväggen|Deviated nasal septum|sned nässkiljevägg,deviated septum,vino nenän väliseinä,skjev neseskillevegg,skæv næseskillevæg,nasenscheidewandverkrümmung,septum deviasyonu,انحراف الحاجز الأنفي
J35.0|Kronisk tonsillit|Chronic tonsillitis|kronisk tonsillit,återkommande halsfluss,chronic tonsillitis,recurrent tonsillitis,krooninen nielurisatulehdus,kronisk mandelbetennelse,kronisk mandelbetændelse,chronische mandelentzündung,kronik tonsilit,التهاب اللوزتين المزمن
J36|Peritonsillarabscess|Peritonsillar abscess|halsböld,peritonsillit,peritonsillar abscess,quinsy,nielupaise,halsbyll,halsbyld,peritonsillarabszess,periton­siller apse,خراج حول اللوزة
J32.9|Kronisk sinuit, ospecificerad|Chronic sinusitis, unspecified|kronisk sinuit,kronisk bihåleinflammation,chronic sinusitis,krooninen poskiontelotulehdus,kronisk bihulebetennelse,kronisk bihulebetændelse,chronische sinusitis,kronik sinüzit,التهاب الجيوب المزمن
J31.0|Kronisk rinit|Chronic rhinitis|kronisk snuva,kronisk rinit,chronic rhinitis,krooninen nuha,kronisk rhinitt,kronisk rhinitis,chronische rhinitis,kronik rinit,التهاب الأنف المزمن
J98.0|Andra sjukdomar i bronkerna som ej klassificeras annorstädes|Diseases of bronchus, not elsewhere classified|bronkospasm,obstruktiv bronkit,bronchospasm,wheezing,obstruktiivinen bronkiitti,obstruktiv bronkitt,astmatisk bronkitis,obstruktive bronchitis,hırıltı,ضيق القصبات
R06.2|Väsande andning|Wheezing|väsande andning,pipande andning,pip i bröstet,wheeze,hengityksen vinkuna,pipende pust,hvæsende vejrtrækning,pfeifende atmung,hışıltılı solunum,أزيز
R09.1|Pleurit|Pleurisy|pleurit,lungsäcksinflammation,pleurisy,keuhkopussin tulehdus,pleuritt,lungehindebetændelse,rippenfellentzündung,plörezi,ذات الجنب
R07.0|Smärta i halsen|Pain in throat|ont i halsen,halsont,sore throat,throat pain,kurkkukipu,vondt i halsen,ondt i halsen,halsschmerz*,boğaz ağrısı,ألم الحلق
H92.0|Öronvärk|Otalgia|ont i örat,öronvärk,earache,ear pain,korvakipu,vondt i øret,ondt i øret,ohrenschmerz*,kulak ağrısı,ألم الأذن
R22.0|Lokaliserad svullnad, knöl eller förhårdnad i huvudet|Localized swelling, mass and lump, head|knöl på halsen,svullnad på halsen,lump in my neck,neck lump,kyhmy kaulalla,kul på halsen,knude på halsen,knoten am hals,boyunda şişlik,كتلة في الرقبة
D22.9|Melanocytnevus, ospecificerad|Melanocytic naevi, unspecified|leverfläck,födelsemärke,nevus,mole,luomi,føflekk,modermærke,muttermal,شامة
C44.9|Malign tumör i huden, ospecificerad|Malignant neoplasm of skin, unspecified|hudcancer,basaliom,skin cancer,basal cell carcinoma,ihosyöpä,hudkreft,hudkræft,hautkrebs,deri kanseri,سرطان الجلد
C43.9|Malignt melanom i huden, ospecificerat|Malignant melanoma of skin, unspecified|malignt melanom,melanom,melanoma,melanooma,føflekkreft,modermærkekræft,melanom,melanom,الورم الميلانيني
C50.9|Bröstcancer, ospecificerad|Malignant neoplasm of breast, unspecified|bröstcancer,breast cancer,rintasyöpä,brystkreft,brystkræft,brustkrebs,meme kanseri,سرطان الثدي
C61|Malign tumör i prostata|Malignant neoplasm of prostate|prostatacancer,prostate cancer,eturauhassyöpä,prostatakreft,prostatakræft,prostatakrebs,prostat kanseri,سرطان البروستاتا
C18.9|Malign tumör i tjocktarmen, ospecificerad|Malignant neoplasm of colon, unspecified|tjocktarmscancer,koloncancer,colon cancer,bowel cancer,paksusuolisyöpä,tykktarmskreft,tyktarmskræft,darmkrebs,kolon kanseri,سرطان القولون
C34.9|Bronker eller lunga, ospecificerad lokalisation|Malignant neoplasm of bronchus or lung, unspecified|lungcancer,lung cancer,keuhkosyöpä,lungekreft,lungekræft,lungenkrebs,akciğer kanseri,سرطان الرئة
R69|Okända och ospecificerade orsaker till sjukdom|Unknown and unspecified causes of morbidity|oklart tillstånd,unclear condition,epäselvä tila,uavklart tilstand,uklar tilstand,unklarer zustand,belirsiz durum,حالة غير واضحة
Z13.6|Screeningundersökning avseende kardiovaskulära sjukdomar|Special screening examination for cardiovascular disorders|blodtryckskontroll,blood pressure check,verenpaineen tarkistus,blodtrykkskontroll,blodtrykskontrol,blutdruckkontrolle,tansiyon kontrolü,فحص ضغط الدم
Z11.3|Screeningundersökning avseende infektioner som huvudsakligen överförs sexuellt|Special screening examination for infections with a predominantly sexual mode of transmission|std-test,könssjukdomstest,sti test,sti screening,sukupuolitautitesti,test for kjønnssykdommer,test for kønssygdomme,geschlechtskrankheiten-test,cinsel yolla bulaşan hastalık testi,فحص الأمراض المنقولة جنسيا
Z01.4|Gynekologisk undersökning (allmän) (rutinmässig)|Gynaecological examination (general)(routine)|gynekologisk undersökning,cellprov,pap smear,gynecological examination,gynekologinen tutkimus,irtosolunäyte,gynekologisk undersøkelse,celleprøve,gynækologisk undersøgelse,gynäkologische untersuchung,abstrich,jinekolojik muayene,فحص نسائي
Z30.4|Övervakning av preventivmedelsbehandling|Surveillance of contraceptive drugs|p-pillerkontroll,preventivmedelsuppföljning,contraceptive follow-up,ehkäisyn seuranta,prevensjonskontroll,præventionskontrol,pillenkontrolle,doğum kontrol takibi,متابعة منع الحمل
Z31.9|Åtgärd för reproduktion, ospecificerad|Procreative management, unspecified|barnlöshet,infertilitet,infertility,lapsettomuus,barnløshet,barnløshed,unfruchtbarkeit,kısırlık,العقم
Z98.8|Andra specificerade tillstånd efter kirurgiskt ingrepp|Other specified postsurgical states|postoperativ kontroll,efter operationen,after surgery,post-operative,leikkauksen jälkeen,etter operasjonen,efter operationen,nach der operation,ameliyat sonrası,بعد العملية
T75.4|Effekter av elektrisk ström|Effects of electric current|elolycka,elektrisk stöt,electric shock,sähköisku,elektrisk støt,stromschlag,elektrik çarpması,صدمة كهربائية
T67.0|Värmeslag och solsting|Heatstroke and sunstroke|värmeslag,solsting,heatstroke,sunstroke,lämpöhalvaus,heteslag,hedeslag,hitzschlag,sonnenstich,sıcak çarpması,ضربة شمس
T68|Hypotermi|Hypothermia|nedkylning,hypotermi,hypothermia,hypotermia,hypotermi,unterkühlung,hipotermi,انخفاض حرارة الجسم
T42.4|Förgiftning med bensodiazepiner|Poisoning by benzodiazepines|bensodiazepinförgiftning,benzodiazepine overdose,bentsodiatsepiinimyrkytys,benzodiazepinforgiftning,benzodiazepinvergiftung,benzodiazepin zehirlenmesi,تسمم البنزوديازيبين
T39.1|Förgiftning med 4-aminofenolderivat|Poisoning by 4-Aminophenol derivatives|paracetamolförgiftning,paracetamol overdose,paracetamolimyrkytys,paracetamolforgiftning,paracetamolvergiftung,parasetamol zehirlenmesi,تسمم الباراسيتامول
T51.0|Toxisk effekt av etanol|Toxic effect of ethanol|alkoholförgiftning,berusad,alcohol poisoning,intoxicated,alkoholimyrkytys,humalassa,alkoholforgiftning,beruset,alkoholvergiftung,betrunken,alkol zehirlenmesi,تسمم كحولي
X84|Avsiktligt självdestruktiv handling|Intentional self-harm by unspecified means|självskada,självskadebeteende,self-harm,self harm,itsetuhoisuus,selvskading,selvskade,selbstverletzung,kendine zarar,إيذاء النفس
`;

/**
 * Long-standing conditions that belong among a visit's diagnoses when the patient mentions
 * them ("I also have high blood pressure"), though the assessment is about something else.
 */
export const COMORBIDITY_CODES = new Set([
  'I10', 'E10.9', 'E11.9', 'E14.9', 'J44.9', 'J45.9', 'I48.9', 'I50.9', 'I25.9', 'E03.9', 'E05.9', 'E78.0', 'E66.9', 'F32.9', 'F33.9',
  'F41.1', 'F90.0', 'G40.9', 'G43.9', 'G47.3', 'M06.9', 'M16.9', 'M17.9', 'M81.9', 'N18.9', 'K21.9', 'L20.9', 'L40.0', 'J30.1', 'N40', 'F10.2', 'F17.2',
]);

/**
 * Codes that are a less specific form of another: when both are found, only the specific
 * one is kept (E14.9 unspecified diabetes beside E11.9 type 2).
 */
export const LESS_SPECIFIC_THAN: Record<string, string[]> = {
  'E14.9': ['E10.9', 'E11.9', 'O24.4'],
  'F41.9': ['F41.0', 'F41.1'],
  'F32.9': ['F33.9'],
  'G43.9': ['G43.0', 'G43.1'],
  'J02.9': ['J02.0', 'J03.9'],
  'J00': ['J01.9', 'J02.0', 'J02.9', 'J03.9', 'J04.0', 'J06.9', 'J18.9', 'J20.9', 'H66.9'],
  'J06.9': ['J01.9', 'J02.0', 'J02.9', 'J03.9', 'J04.0', 'J18.9', 'J20.9'],
  'N39.0': ['N30.0', 'N10'],
  'M19.9': ['M16.9', 'M17.9'],
  'M54.5': ['M54.4', 'M51.1'],
  'I20.9': ['I21.9'],
  'J44.9': ['J44.1'],
  'T78.4': ['T78.2', 'T78.3'],
  'M25.5': ['M17.9', 'M16.9', 'M25.51', 'S83.6', 'S83.5'],
  'H92.0': ['H66.9', 'H60.9'],
};

export interface Icd10Entry {
  code: string;
  sv: string;
  en: string;
  triggers: string[];
}

export const ICD10_TABLE: Icd10Entry[] = TABLE.trim()
  .split('\n')
  .map((line) => {
    const [code, sv, en, triggers] = line.split('|') as [string, string, string, string];
    return { code, sv, en, triggers: triggers.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean) };
  });
